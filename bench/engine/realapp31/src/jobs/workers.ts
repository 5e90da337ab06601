import { execFile, exec } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker, type Job } from 'bullmq';
import { config } from '../config';
import { prisma } from '../db/prisma';
import { deliverWebhook } from '../services/webhooks';
import type { ExportJob, ImportJob, NotifyJob } from './queue';

const execAsync = promisify(exec);
const execFileAsync = promisify(execFile);
const connection = { url: config.redisUrl };

function toCsv(rows: Array<Record<string, unknown>>): string {
  if (!rows.length) return '';
  const header = Object.keys(rows[0]);
  return [header.join(','), ...rows.map((r) => header.map((h) => JSON.stringify(r[h] ?? '')).join(','))].join('\n');
}

export const exportWorker = new Worker<ExportJob>(
  'exports',
  async (job: Job<ExportJob>) => {
    const { orgId, fileName, format } = job.data;
    const rows = await prisma.shipment.findMany({ where: { orgId } });
    const csvPath = path.join(config.exportDir, orgId, fileName);
    await fs.writeFile(csvPath, toCsv(rows as unknown as Array<Record<string, unknown>>));
    await execFileAsync('gzip', ['-kf', '--', csvPath]);
    if (format !== 'csv') {
      await execAsync(`libreoffice --headless --convert-to ${format} --outdir ${path.dirname(csvPath)} ${csvPath}`);
    }
    return { path: csvPath };
  },
  { connection },
);

export const notifyWorker = new Worker<NotifyJob>('notify', async (job) => deliverWebhook(job.data.url, job.data.payload), { connection });

export const importWorker = new Worker<ImportJob>(
  'imports',
  async (job) => {
    const file = path.join(config.importDir, job.data.orgId, path.basename(job.data.storedName));
    const text = await fs.readFile(file, 'utf8');
    return { lines: text.split('\n').length };
  },
  { connection },
);
