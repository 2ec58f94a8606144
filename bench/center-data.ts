// Generates the Command Center benchmark's agency (issue #16): Sunrise with 100,000 bookings and
// 150,000 searches over the last 365 days, in five currencies, six products, four statuses, twelve
// countries, its four agents and direct bookings. Run by bench/command-center.mjs before the server
// starts, on the server's own database (DATA_DIR's PGlite, or DATABASE_URL):
//   node --import tsx bench/center-data.ts            (env as the server's: DATA_DIR or DATABASE_URL)
// SQL generate_series writes everything in a few statements (seconds, not minutes).
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, prepareDatabase } from '../apps/api/src/lib/database.ts';

const BOOKINGS = Number(process.env.CENTER_BOOKINGS ?? 100_000);
const SEARCHES = Number(process.env.CENTER_SEARCHES ?? 150_000);
const HOST = 'sunrise.localhost';

const config = loadConfig();
const db = await openDatabase(config);
await prepareDatabase(db, config.SEED_FILE);
const started = Date.now();
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

const [tenant] = rows<{ tenant_id: string }>(await db.owner.execute(sql`select tenant_id from agency_hosts where host = ${HOST}`));
if (!tenant) throw new Error(`no agency answers ${HOST}`);
const tenantId = tenant.tenant_id;
const users = rows<{ id: string; user_type: string }>(
  await db.owner.execute(sql`select id, user_type from users where tenant_id = ${tenantId} order by email`),
);
const traveller = users.find((u) => u.user_type === 'Traveller')?.id;
const agents = users.filter((u) => u.user_type !== 'Traveller').map((u) => u.id);
if (!traveller || agents.length === 0) throw new Error('the demo agency lacks its traveller or agents');
const agentArray = sql.raw(`array[${agents.map((id) => `'${id}'::uuid`).join(',')}]`);

await db.owner.execute(sql`
  insert into bookings (tenant_id, reference, user_id, service, status, supplier, client_reference, hold_id, details, title,
                        checkin, checkout, total_minor, currency, payment_gateway, payment_status, refund_status, refund_minor,
                        wholesale_minor, markup_minor, agent_id, country_code, created_at, updated_at, confirmed_at, lease_until)
  select ${tenantId}, 'TF-B' || lpad(g::text, 7, '0'), ${traveller}::uuid,
         (array['hotels','flights','cars','activities','cruise','resorts'])[1 + g % 6],
         case when g % 20 = 0 then 'cancelled' when g % 50 = 1 then 'failed' when g % 97 = 2 then 'pending' else 'confirmed' end,
         'sandbox', 'bench-center-' || g, 'bench-hold-' || g, '{}'::jsonb, 'Benchmark booking ' || g,
         '2027-06-01', '2027-06-04', x.total, (array['USD','EUR','GBP','SEK','AED'])[1 + g % 5], 'sandbox',
         case when g % 97 = 2 and g % 20 <> 0 and g % 50 <> 1 then 'pending' else 'captured' end,
         case when g % 20 = 0 then 'refunded' else 'none' end,
         case when g % 20 = 0 then x.total / 2 else null end,
         x.total - x.total / 10, x.total / 10,
         case when g % 3 = 0 then null else (${agentArray})[1 + g % ${agents.length}] end,
         (array['FR','ES','IT','US','GB','DE','JP','TH','AE','AU','PT','GR'])[1 + (g * 7) % 12],
         x.at, x.at, x.at,
         -- A pending booking is one a checkout is working on: its lease is live. Without one it would
         -- be a checkout that crashed, and booking recovery would finish 100 of them per pass in
         -- the measured window (a pass over 100 took 0.8-1.2 s on PGlite: docs/benchmarks-history.md).
         case when g % 97 = 2 and g % 20 <> 0 and g % 50 <> 1 then now() + interval '1 hour' else null end
  from generate_series(1, ${BOOKINGS}) g,
       lateral (select (20000 + (g * 7919) % 300000)::bigint as total,
                       now() - ((g % 365) * interval '1 day') - ((g * 13 % 1440) * interval '1 minute') as at) x`);

await db.owner.execute(sql`
  insert into searches (tenant_id, user_id, service, destination, country_code, start_date, end_date, party, result_count, search_url, created_at)
  select ${tenantId}, case when g % 4 = 0 then null when g % 4 = 1 then ${traveller}::uuid else (${agentArray})[1 + g % ${agents.length}] end,
         (array['hotels','flights','cars','activities','cruise','resorts'])[1 + g % 6],
         (array['Paris','Barcelona','Rome','New York','London','Berlin','Tokyo','Bangkok','Dubai','Sydney','Lisbon','Athens'])[1 + (g * 7) % 12],
         (array['FR','ES','IT','US','GB','DE','JP','TH','AE','AU','PT','GR'])[1 + (g * 7) % 12],
         '2027-06-01', '2027-06-04', '{"rooms":1,"adults":2,"children":0}'::jsonb, g % 60,
         '/booknow/hotels/search?destination=Paris&lat=48.8566&long=2.3522&checkin_date=2027-06-01&checkout_date=2027-06-04&occupancies=2',
         now() - ((g % 365) * interval '1 day') - ((g * 17 % 1440) * interval '1 minute')
  from generate_series(1, ${SEARCHES}) g`);

// As a database that has been running: statistics known, visibility map set (index-only scans).
await db.owner.execute(sql`vacuum analyze bookings`);
await db.owner.execute(sql`vacuum analyze searches`);
// The triggers updated each rollup row once per booking and search: as autovacuum would, reclaim the old versions.
for (const table of ['booking_day_totals', 'booking_month_groups', 'search_day_counts']) await db.owner.execute(sql.raw(`vacuum analyze ${table}`));
console.log(`generated ${BOOKINGS} bookings and ${SEARCHES} searches for ${HOST} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await db.close();
