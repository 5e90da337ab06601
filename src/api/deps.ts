import type { JobProducer } from '../queue/types.js';
import type { RepositoryBrowser } from '../services/repository-browser.js';
import type { Db } from '../store/schema.js';

/** What the API needs from the process that runs it. */
export interface AppDeps {
  db: Db;
  producer: JobProducer;
  browser: RepositoryBrowser;
}
