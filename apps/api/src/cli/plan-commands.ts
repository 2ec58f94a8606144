import { toMajor, toMinor } from '@tripfront/domain';
import { planSchema, type Plan } from '@tripfront/domain/subscription';
import { getPlan, insertPlan, listPlans, touchAgenciesOnPlan, updatePlan, type Database, type PlanRow } from '@tripfront/db';
import { UsageError } from './agency-commands.ts';

// `npm run agency -- plan add|list|update|retire …` (issue #46, decision 0150): the plans agencies
// subscribe to on the platform's Stripe account. Prices are typed in major units ("49.90") and kept
// in minor units; the Stripe price ids are the ones made in the platform's Stripe Dashboard.

export const PLAN_HELP = `  plan list [--all]         Plans on offer (--all: retired ones too).
  plan add <id> --name "Starter" --currency EUR --monthly 49 --yearly 490
         --price-monthly price_… --price-yearly price_… [--products hotels,cars] [--max-agents 5] [--custom-domain yes|no]
      Adds a plan (id: lower-case letters, digits, hyphens). Prices in the currency's major units.
  plan update <id> [the same options]   Changes a plan; subscribed agencies keep their Stripe price until they change plan.
  plan retire <id>          Stops offering a plan (agencies on it keep it).`;

export const PLAN_FLAGS = ['name', 'currency', 'monthly', 'yearly', 'price-monthly', 'price-yearly', 'products', 'max-agents', 'custom-domain'];

type Flags = ReadonlyMap<string, string | true>;

function value(flags: Flags, name: string): string | undefined {
  const v = flags.get(name);
  if (v === true) throw new UsageError(`--${name} needs a value`);
  return v;
}

function amount(flags: Flags, name: string, currency: string): number | undefined {
  const v = value(flags, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!/^\d+(\.\d+)?$/.test(v) || !Number.isFinite(n)) throw new UsageError(`--${name} must be an amount such as 49 or 49.90`);
  return toMinor(n, currency);
}

/** The fields the flags set (only those given). */
function changesFrom(flags: Flags, currencyNow: string | undefined): Partial<Omit<Plan, 'id' | 'active'>> {
  const currency = value(flags, 'currency')?.toUpperCase();
  const cur = currency ?? currencyNow ?? 'USD';
  const changes: Partial<Omit<Plan, 'id' | 'active'>> = {};
  const name = value(flags, 'name');
  if (name !== undefined) changes.name = name;
  if (currency !== undefined) changes.currency = currency;
  const monthly = amount(flags, 'monthly', cur);
  if (monthly !== undefined) changes.monthlyMinor = monthly;
  const yearly = amount(flags, 'yearly', cur);
  if (yearly !== undefined) changes.yearlyMinor = yearly;
  const pm = value(flags, 'price-monthly');
  if (pm !== undefined) changes.stripePriceMonthly = pm;
  const py = value(flags, 'price-yearly');
  if (py !== undefined) changes.stripePriceYearly = py;
  const products = value(flags, 'products');
  if (products !== undefined)
    changes.products = products
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
  const maxAgents = value(flags, 'max-agents');
  if (maxAgents !== undefined) {
    if (maxAgents === 'none') changes.maxAgents = null;
    else if (/^\d+$/.test(maxAgents)) changes.maxAgents = Number(maxAgents);
    else throw new UsageError('--max-agents must be a whole number, or none');
  }
  const domain = value(flags, 'custom-domain');
  if (domain !== undefined) {
    if (domain !== 'yes' && domain !== 'no') throw new UsageError('--custom-domain must be yes or no');
    changes.customDomain = domain === 'yes';
  }
  return changes;
}

/** The plan as the schema accepts it, or a UsageError naming the first field at fault. */
function validPlan(plan: Plan): Plan {
  const parsed = planSchema.safeParse(plan);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? '');
  const option: Record<string, string> = {
    id: 'the id',
    stripePriceMonthly: '--price-monthly',
    stripePriceYearly: '--price-yearly',
    monthlyMinor: '--monthly',
    yearlyMinor: '--yearly',
  };
  throw new UsageError(`${option[field] ?? `--${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`}: ${issue.message}`);
}

const planOf = ({ createdAt: _c, updatedAt: _u, ...plan }: PlanRow): Plan => plan;

export function describePlan(p: PlanRow): string[] {
  return [
    `${p.id}  ${p.name}  ${toMajor(p.monthlyMinor, p.currency)} ${p.currency}/month, ${toMajor(p.yearlyMinor, p.currency)} ${p.currency}/year${p.active ? '' : '  [retired]'}`,
    `  stripe:   ${p.stripePriceMonthly} (month), ${p.stripePriceYearly} (year)`,
    `  includes: ${p.products.length > 0 ? p.products.join(', ') : 'every product'}; ${p.maxAgents === null ? 'unlimited agents' : `up to ${p.maxAgents} agents`}; custom domain ${p.customDomain ? 'yes' : 'no'}`,
  ];
}

/** Runs `plan <sub> …`; answers the lines to print. */
export async function runPlanCommand(db: Database, args: readonly string[], flags: Flags): Promise<string[]> {
  const [sub, id] = args;
  if (sub === 'list') {
    const plans = await listPlans(db, { all: flags.get('all') === true });
    return plans.length === 0 ? ['No plans yet: npm run agency -- plan add …'] : plans.flatMap(describePlan);
  }
  if (!id) throw new UsageError(`plan ${sub ?? ''} needs the plan's id (npm run agency -- plan list)`);
  if (sub === 'add') {
    const changes = changesFrom(flags, undefined);
    for (const required of ['name', 'currency', 'monthly', 'yearly', 'price-monthly', 'price-yearly'])
      if (!flags.has(required)) throw new UsageError(`--${required} is required for plan add`);
    // Every required field was given (checked above); the schema checks their values.
    const plan = validPlan({ id, products: [], maxAgents: null, customDomain: false, active: true, ...changes } as Plan);
    const row = await insertPlan(db, plan);
    if (!row) throw new UsageError(`a plan '${id}' exists already: plan update ${id} …`);
    return [`Added plan ${id}.`, ...describePlan(row)];
  }
  const current = await getPlan(db, id);
  if (!current) throw new UsageError(`no plan '${id}' (npm run agency -- plan list --all)`);
  if (sub === 'update') {
    const changes = changesFrom(flags, current.currency);
    if (Object.keys(changes).length === 0) throw new UsageError('plan update needs at least one option to change');
    const plan = validPlan({ ...planOf(current), ...changes });
    const row = await updatePlan(db, id, plan);
    // Its agencies' storefronts follow its products at once (decision 0152).
    const agencies = await touchAgenciesOnPlan(db, id);
    return [`Updated plan ${id}${agencies > 0 ? `; ${agencies} ${agencies === 1 ? 'agency is' : 'agencies are'} on it` : ''}.`, ...describePlan(row!)];
  }
  if (sub === 'retire') {
    if (!current.active) return [`${id} was already retired.`];
    await updatePlan(db, id, { active: false });
    return [`${id} is retired: no longer offered; agencies on it keep it.`];
  }
  throw new UsageError(`unknown plan command '${sub ?? ''}' (add, list, update, retire)`);
}
