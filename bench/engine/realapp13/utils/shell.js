import { exec, execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execAsync = promisify(exec);
const execFileAsync = promisify(execFile);

export async function run(command) {
  const { stdout } = await execAsync(command, { timeout: 60_000, maxBuffer: 16 * 1024 * 1024 });
  return stdout.trim();
}

export async function runFile(binary, args) {
  const { stdout } = await execFileAsync(binary, args, { timeout: 60_000, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}
