/**
 * The soak as a command: `vigil serve` under concurrent readers, pagers and triagers while scans
 * run (bench/soak/soak.ts), on 127.0.0.1 only. Prints the report and exits 1 on any error.
 *
 *   npx vite-node bench/soak/run.ts -- --seconds 180 --clients 100
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vite-node bench/soak/run.ts -- --engine postgres
 */
import { parseArgs } from 'node:util';
import { formatReport, runSoak } from './soak.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seconds: { type: 'string', default: '180' },
    clients: { type: 'string', default: '100' },
    scanners: { type: 'string', default: '2' },
    engine: { type: 'string', default: 'sqlite' },
    json: { type: 'boolean', default: false },
  },
});
if (values.engine !== 'sqlite' && values.engine !== 'postgres') throw new Error('--engine must be sqlite or postgres');

const report = await runSoak({
  durationMs: Number(values.seconds) * 1000,
  clients: Number(values.clients),
  scanners: Number(values.scanners),
  engine: values.engine,
  log: (line) => process.stderr.write(`${line}\n`),
});
process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatReport(report)}\n`);
process.exit(report.errors === 0 && report.serverErrors === 0 ? 0 : 1);
