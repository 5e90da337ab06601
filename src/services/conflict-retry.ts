/**
 * Transactions that lose to a concurrent writer: PostgreSQL aborts one side of a deadlock or a
 * serialization failure, SQLite reports busy when another process holds the writer. The loser
 * did nothing, so running its transaction again is correct.
 */

/** PostgreSQL deadlock / serialization failure; SQLite busy (another process holds the writer). */
export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '40P01' || code === '40001' || code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT';
}

/** Runs a whole transaction, again (after a short random pause) when it lost to a concurrent writer. */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
}
