// The recorded Duffel and LiteAPI accounts (packages/suppliers/src/testing/recorded-accounts.ts) as
// a child process of the bench (bench/supplier-search.mjs), run with `node --import tsx`: the bench
// itself is plain JavaScript, and the stand-in's work stays off the load generator's event loop.
// Over IPC it says where it listens, sets its latency and answers the calls it has seen so far.
import { startRecordedAccounts } from '../packages/suppliers/src/testing/recorded-accounts.ts';

type Message = { type: 'latency'; ms: number } | { type: 'seen'; from: number } | { type: 'close' };

const accounts = await startRecordedAccounts();
process.on('message', (m: Message) => {
  if (m.type === 'latency') {
    accounts.setLatency(m.ms);
    process.send?.({ type: 'latency', ms: m.ms });
  } else if (m.type === 'seen') {
    // Method and path only: which supplier was called for what (the keys stay here).
    process.send?.({ type: 'seen', calls: accounts.seen.slice(m.from).map((c) => `${c.method} ${c.path}`), total: accounts.seen.length });
  } else if (m.type === 'close') void accounts.close().then(() => process.exit(0));
});
process.on('disconnect', () => void accounts.close().then(() => process.exit(0)));
process.send?.({ type: 'ready', duffelUrl: accounts.duffelUrl, liteApiUrl: accounts.liteApiUrl, liteBookUrl: accounts.liteBookUrl });
