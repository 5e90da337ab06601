/**
 * What `vigil serve` and `vigil worker` take from the configuration for the job queue and the scan
 * workers, in one place so the two processes of an installation cannot drift apart.
 */
import type { VigilConfig } from '../config.js';
import type { CreateQueueOptions } from '../queue/index.js';
import type { Db } from '../store/schema.js';
import { engineAnalyzer, engineCacheStoreFor } from '../workflows/engine.js';
import type { ScanWorkersOptions } from '../workflows/index.js';

export function queueOptions(config: VigilConfig): Pick<CreateQueueOptions, 'redisUrl' | 'queueName' | 'leaseMs' | 'maxAttempts' | 'shutdownGraceMs'> {
  return { redisUrl: config.redisUrl, queueName: config.queueName, leaseMs: config.jobLeaseMs, maxAttempts: config.jobMaxAttempts, shutdownGraceMs: config.shutdownGraceMs };
}

export function scanWorkerOptions(
  config: VigilConfig,
  store: { db: Db; dialect: 'sqlite' | 'postgres' },
): Pick<ScanWorkersOptions, 'analyze' | 'sharding' | 'recoveryIntervalMs' | 'webhooksAllowPrivate' | 'analysisTimeoutMs' | 'fileTimeLimitMs'> {
  const cacheStore = config.engineCache ? engineCacheStoreFor(store.dialect, store.db, config.dataDir) : undefined;
  return {
    analyze: engineAnalyzer(cacheStore, config),
    // Distributed mode: large scans are sharded over the workers through the shared cache.
    sharding: cacheStore && store.dialect === 'postgres' && config.redisUrl ? { store: cacheStore, shardFiles: config.shardFiles } : undefined,
    recoveryIntervalMs: config.recoveryIntervalMs,
    webhooksAllowPrivate: config.webhooksAllowPrivate,
    analysisTimeoutMs: config.analysisTimeoutMs,
    fileTimeLimitMs: config.fileTimeLimitMs,
  };
}
