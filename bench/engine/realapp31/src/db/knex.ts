import knexFactory from 'knex';
import { config } from '../config';

export const knex = knexFactory({
  client: 'pg',
  connection: config.databaseUrl,
  pool: { min: 0, max: 10 },
});
