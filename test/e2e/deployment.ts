/** A distributed deployment of its own for one test or benchmark: a fresh PostgreSQL database, API-only serve, `vigil worker`s. */
import { removeDir, tempDir, type TestRepo } from '../git/git-fixture.js';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { Client, redisQueue, startServe, startWorker, vigilAdmin, type Server, type VigilProcess } from './harness.js';

export interface Deployment {
  database: TestDatabase;
  client: Client;
  codebaseId: string;
  projectId: string;
  /** The environment `vigil admin` commands need (database, data directory of the API). */
  adminEnv: Record<string, string>;
  workers: VigilProcess[];
  stop(): Promise<void>;
}

export async function deploy(repo: TestRepo, shardFiles: number, concurrencies: number[], extraEnv: Record<string, string> = {}): Promise<Deployment> {
  const dirs: string[] = [];
  const dir = (name: string) => {
    const d = tempDir(name);
    dirs.push(d);
    return d;
  };
  const database = await createTestDatabase('postgres');
  const queue = redisQueue(process.env.REDIS_URL!);
  const env = {
    DATABASE_URL: database.config.dialect === 'postgres' ? database.config.connectionString : '',
    REDIS_URL: process.env.REDIS_URL!,
    VIGIL_QUEUE_NAME: queue.name,
    VIGIL_SHARD_FILES: String(shardFiles),
    ...extraEnv,
  };
  const apiDir = dir('e2e-shard-api');
  const server: Server & { projectId?: string; key?: string } = await startServe({ ...env, VIGIL_DATA_DIR: apiDir, VIGIL_SERVE_WORKERS: '0' }, { firstStart: true });
  const workers = await Promise.all(concurrencies.map((c) => startWorker({ ...env, VIGIL_DATA_DIR: dir('e2e-shard-worker') }, c)));
  const codebaseId = (await vigilAdmin(['codebase', 'add', '--project', server.projectId!, '--name', 'demo', '--url', repo.dir, '--default-branch', 'main'], { ...env, VIGIL_DATA_DIR: apiDir })).id;
  return {
    database,
    client: new Client(server.url, server.key!),
    codebaseId,
    projectId: server.projectId!,
    adminEnv: { ...env, VIGIL_DATA_DIR: apiDir },
    workers,
    async stop() {
      await Promise.all(workers.map((worker) => worker.stop('SIGTERM')));
      await server.process.stop();
      await queue.cleanup();
      await database.drop();
      for (const d of dirs) removeDir(d);
    },
  };
}

