/**
 * Whether a process of this machine is alive, by pid: what the queue (a dead owner's jobs) and the
 * git layer (a dead clone's temporary mirror) ask before taking up what another process left.
 */
export function processExists(pid: number): boolean {
  try {
    // Signal 0 sends nothing: it only checks that the pid exists and may be signalled.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
