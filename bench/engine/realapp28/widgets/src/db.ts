import pg from 'pg';

export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });

export interface ShareLink {
  code: string;
  target: string;
  episode_id: number;
}
