/** Runs one git command with the hardened settings, a time limit and an output limit. */
import { spawn } from 'node:child_process';
import { GitError, GitOutputLimitError, GitTimeoutError } from './errors.js';
import { credentialEnv, hardenedArgs, hardenedEnv } from './hardening.js';
import type { HttpCredentials } from './remote-url.js';

export interface RunGitOptions {
  /** Directory git runs in (a mirror, or a parent directory for clone). */
  cwd?: string;
  /** `--git-dir`, passed explicitly so git never searches upwards for a repository. */
  gitDir?: string;
  timeoutMs?: number;
  maxOutputBytes?: number;
  /** Exit codes that are answers rather than failures (rev-parse --verify exits 1 for "no such ref"). */
  okExitCodes?: readonly number[];
  signal?: AbortSignal;
  /** Credentials of an https remote, passed through the environment (see credentialEnv). */
  credentials?: HttpCredentials;
}

export interface GitResult {
  exitCode: number;
  stdout: Buffer;
  stderr: string;
}

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_OUTPUT_BYTES = 256 * 1024 * 1024;
const MAX_STDERR_BYTES = 64 * 1024;

/** Removes `user:password@` from URLs so tokens never reach logs or scan records. */
export function redactCredentials(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, '$1***@');
}

export function runGit(args: readonly string[], options: RunGitOptions = {}): Promise<GitResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxOutputBytes = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  const fullArgs = options.gitDir ? ['--git-dir', options.gitDir, ...args] : [...args];
  const okExitCodes = options.okExitCodes ?? [0];
  const describe = `git ${args[0] ?? ''}`;

  return new Promise((resolve, reject) => {
    // A process group of its own, so a timeout also ends the ssh or remote helper git started.
    const child = spawn('git', hardenedArgs(fullArgs), {
      cwd: options.cwd,
      env: { ...hardenedEnv(), ...credentialEnv(options.credentials) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const stdoutChunks: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failure: GitError | undefined;

    const kill = (error: GitError) => {
      if (failure) return;
      failure = error;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(() => kill(new GitTimeoutError(`${describe} timed out after ${timeoutMs} ms`)), timeoutMs);
    const onAbort = () => kill(new GitError(`${describe} was aborted`));
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxOutputBytes) {
        kill(new GitOutputLimitError(`${describe} wrote more than ${maxOutputBytes} bytes`));
        return;
      }
      stdoutChunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < MAX_STDERR_BYTES) stderr += chunk.toString('utf8');
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      reject(new GitError(`${describe} could not start: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      const cleanStderr = redactCredentials(stderr.trim()).slice(-4000);
      if (failure) {
        reject(failure);
        return;
      }
      const exitCode = code ?? -1;
      if (!okExitCodes.includes(exitCode)) {
        const lastLine = cleanStderr.split('\n').filter(Boolean).pop() ?? '';
        reject(new GitError(`${describe} failed (exit ${exitCode})${lastLine ? `: ${lastLine}` : ''}`, exitCode, cleanStderr));
        return;
      }
      resolve({ exitCode, stdout: Buffer.concat(stdoutChunks), stderr: cleanStderr });
    });
  });
}
