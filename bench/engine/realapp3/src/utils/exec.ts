import { exec, execFile } from 'child_process';
import { promisify } from 'util';

const execAsync = promisify(exec);
const execFileAsync = promisify(execFile);

/** Runs a program with an argument vector; no shell is involved. */
export async function run(program: string, args: string[]): Promise<string> {
  const { stdout } = await execFileAsync(program, args, { timeout: 30_000 });
  return stdout;
}

/** Runs a shell command line (pipes, globs). */
export async function shell(commandLine: string): Promise<string> {
  const { stdout } = await execAsync(commandLine, { timeout: 30_000 });
  return stdout;
}
