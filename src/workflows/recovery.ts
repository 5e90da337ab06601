/**
 * On start, a worker process hands every unfinished scan to the queue again. Enqueueing is
 * idempotent by scan id, so a scan whose job exists is left alone, and a scan whose job was lost
 * (the process died between storing the scan and enqueueing it) gets one: no scan stays pending
 * for ever.
 */
import type { JobProducer } from '../queue/types.js';
import { SCAN_JOB_NAME, unfinishedScanIds } from '../services/scans.js';
import type { Db } from '../store/schema.js';

export async function requeueUnfinishedScans(db: Db, producer: JobProducer): Promise<number> {
  const scanIds = await unfinishedScanIds(db);
  for (const scanId of scanIds) await producer.enqueue(SCAN_JOB_NAME, { scanId }, { jobId: scanId });
  return scanIds.length;
}
