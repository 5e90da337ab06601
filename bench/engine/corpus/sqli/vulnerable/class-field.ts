import express from 'express';
import { Pool } from 'pg';
class Search {
  private sql = 'SELECT 1';
  constructor(private pool: Pool) {}
  prepare(term: string) { this.sql = "SELECT * FROM items WHERE name = '" + term + "'"; }
  run() { return this.pool.query(this.sql); }
}
const app = express();
app.get('/s', async (req, res) => {
  const s = new Search(new Pool());
  s.prepare(String(req.query.term));
  res.json(await s.run());
});
