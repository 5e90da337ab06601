// BullMQ: a route enqueues what the client sent; the worker process runs the processor with it.
import { exec, execFile } from 'node:child_process';
import { Queue, Worker, type Job } from 'bullmq';

const connection = { url: process.env.REDIS_URL };
export const convertQueue = new Queue('convert', { connection });

export const worker = new Worker(
  'convert',
  async (job: Job<{ file: string; format: string }>) => {
    // ruleid: js-command-injection
    exec(`soffice --headless --convert-to ${job.data.format} ${job.data.file}`);
    // ok: js-command-injection
    execFile('soffice', ['--headless', '--convert-to', 'pdf', '--', job.data.file]);
    // ok: js-command-injection
    exec(`soffice --version > /tmp/soffice-${job.id}.log`);
  },
  { connection },
);
