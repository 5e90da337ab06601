/**
 * Preloaded into the `vigil serve` process the soak measures (node --expose-gc --import): every
 * SOAK_SAMPLE_MS it collects garbage and sends its memory to the soak over the IPC channel, so
 * heapUsed is the live heap (what a leak grows), not garbage not yet collected.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const every = Number(process.env.SOAK_SAMPLE_MS ?? 1000);
if (typeof process.send === 'function') {
  // The event loop's longest stall in each interval: a blocked loop stalls every request at once.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  setInterval(() => {
    const loopDelayMaxMs = delay.max / 1e6;
    delay.reset();
    globalThis.gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    process.send({ soakMemory: { at: Date.now(), rss, heapUsed, external, loopDelayMaxMs } });
  }, every).unref();
  // The IPC channel must not keep the server alive after a signal.
  process.channel?.unref();
}
