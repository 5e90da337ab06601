/**
 * Triage writes of one project, one at a time in this process.
 *
 * Every write to a project's issues bumps the project's issue-version row (migration 0004), so on
 * PostgreSQL two triage transactions of one project wait for each other on that row anyway. A
 * transaction that waits still holds a pooled connection: with a hundred clients triaging, every
 * connection of the pool ended up waiting on the same row and reads could not get one for seconds
 * (503 after the pool's 5 s limit, seen in test/e2e/soak.test.ts). Queued here, a waiting write
 * holds no connection; other processes still meet on the row, as before.
 */
const tails = new Map<string, Promise<unknown>>();

export function serialisedForProject<T>(projectId: string, write: () => Promise<T>): Promise<T> {
  const previous = tails.get(projectId) ?? Promise.resolve();
  const run = previous.then(write, write);
  const tail = run.catch(() => undefined);
  tails.set(projectId, tail);
  // The map keeps only projects with a write pending.
  void tail.then(() => {
    if (tails.get(projectId) === tail) tails.delete(projectId);
  });
  return run;
}
