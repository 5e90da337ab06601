/** processExists answers for real processes: this one, one that has exited, and one of another user. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { processExists } from '../src/process-exists.js';

describe('processExists', () => {
  it('is true for this process', () => {
    expect(processExists(process.pid)).toBe(true);
  });

  it('is true for a running child and false once it has exited and been reaped', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)'], { stdio: 'ignore' });
    await once(child, 'spawn');
    const pid = child.pid!;
    expect(processExists(pid)).toBe(true);
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(processExists(pid)).toBe(false);
  });

  it('is true for a process this user may not signal (pid 1: EPERM, unless running as root)', () => {
    expect(processExists(1)).toBe(true);
  });
});
