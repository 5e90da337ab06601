/**
 * The `vigil` command: dispatches to serve, worker, scan, ci, rules and admin. Bad arguments print one
 * line on stderr and exit with code 2; other failures exit with code 1.
 */
import { DomainError } from '../services/errors.js';
import { USAGE, UsageError } from './usage.js';

type CommandModule = Record<string, (argv: string[]) => Promise<void>>;

/** Loaded at run time so each command pays only for its own imports (scan needs no database). */
async function load(file: string, exportName: string): Promise<(argv: string[]) => Promise<void>> {
  const module = (await import(new URL(file, import.meta.url).href)) as CommandModule;
  const run = module[exportName];
  if (typeof run !== 'function') throw new Error(`${file} does not export ${exportName}`);
  return run;
}

const COMMANDS: Record<string, () => Promise<(argv: string[]) => Promise<void>>> = {
  serve: () => load('./serve.js', 'runServeCommand'),
  admin: () => load('./admin.js', 'runAdminCommand'),
  scan: () => load('./scan.js', 'runScanCommand'),
  worker: () => load('./worker.js', 'runWorkerCommand'),
  ci: () => load('./ci.js', 'runCiCommand'),
  rules: () => load('./rules.js', 'runRulesCommand'),
};

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return command === undefined ? 2 : 0;
  }
  try {
    const load = COMMANDS[command];
    if (!load) throw new UsageError(`unknown command "${command}" (see vigil --help)`);
    await (await load())(rest);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`vigil: ${error.message}\n`);
      return 2;
    }
    if (error instanceof DomainError) {
      process.stderr.write(`vigil: ${error.message}\n`);
      return 1;
    }
    process.stderr.write(`vigil: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

// On success the process ends by itself (serve and worker keep running until a signal; a
// command may have set process.exitCode, which is left alone). On failure it ends now, even if
// something is still open. Writes to pipes and files are synchronous on Linux, so nothing is lost.
const code = await main(process.argv.slice(2));
if (code !== 0) process.exit(code);
