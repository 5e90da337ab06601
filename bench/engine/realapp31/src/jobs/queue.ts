import { Queue } from 'bullmq';
import { config } from '../config';

const connection = { url: config.redisUrl };

export interface ExportJob {
  orgId: string;
  fileName: string;
  format: string;
}

export interface NotifyJob {
  url: string;
  payload: Record<string, unknown>;
}

export interface ImportJob {
  orgId: string;
  storedName: string;
}

export const exportQueue = new Queue<ExportJob>('exports', { connection });
export const notifyQueue = new Queue<NotifyJob>('notify', { connection });
export const importQueue = new Queue<ImportJob>('imports', { connection });
