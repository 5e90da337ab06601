/**
 * Cooperative yielding for the engine's long synchronous loops.
 *
 * The engine runs in the same process as the API (`vigil serve`) and as the BullMQ worker's lock
 * renewals (`vigil worker`). A scan that held the event loop for seconds would stall requests and
 * let a job's lease expire mid-scan, so another worker would take it while this one still runs it.
 * `await ticker.maybeYield()` gives timers and I/O a turn once the loop has run for `sliceMs`.
 */
export class EventLoopTicker {
  private lastYield = performance.now();

  constructor(private readonly sliceMs = 25) {}

  async maybeYield(): Promise<void> {
    if (performance.now() - this.lastYield < this.sliceMs) return;
    // setImmediate runs after pending I/O callbacks; awaiting a resolved promise would not.
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.lastYield = performance.now();
  }
}
