// The operator's command as a program: `npm run agency -- <command>` runs this file (scripts/agency.mjs),
// compiled to apps/api/dist/agency.mjs by `npm run build` for production (decision 0079).
import { runAgencyCommand } from './agency.ts';

const code = await runAgencyCommand(process.argv.slice(2), process.env, {
  out: (l) => process.stdout.write(`${l}\n`),
  err: (l) => console.error(l),
});
process.exit(code);
