import knex from 'knex';
import { Pool } from 'pg';
import { config } from '../config';

export const db = knex({ client: 'pg', connection: config.databaseUrl, pool: { min: 1, max: 10 } });
export const pool = new Pool({ connectionString: config.databaseUrl, max: 5 });
