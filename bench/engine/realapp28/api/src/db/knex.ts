import knexFactory from 'knex';
import { config } from '../config.js';

// The playlist tables were migrated with knex and the playlist code still uses its query builder.
export const db = knexFactory({ client: 'pg', connection: config.databaseUrl, pool: { min: 0, max: 5 } });
