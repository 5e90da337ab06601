/** Delay before retry number `attempt` (1-based): exponential from `baseMs`, capped, with jitter. */
export function retryDelayMs(attempt: number, baseMs: number, capMs = 60_000): number {
  const exponential = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.8 + Math.random() * 0.4));
}
