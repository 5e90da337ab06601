import pg from 'pg';
import { config } from '../config.js';

// One pool for the whole process; repositories import it.
export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
