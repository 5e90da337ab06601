import type { EnqueueOptions, JobPayload, JobProducer } from '../../src/queue/types.js';

/** A JobProducer that keeps what was enqueued, to check the API's side of the queue contract. */
export class RecordingProducer implements JobProducer {
  readonly jobs: { name: string; payload: JobPayload; options?: EnqueueOptions }[] = [];
  failNext = false;

  async enqueue(name: string, payload: JobPayload, options?: EnqueueOptions): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('queue unavailable (test)');
    }
    this.jobs.push({ name, payload, options });
  }

  async close(): Promise<void> {}
}
