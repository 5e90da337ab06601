import express from 'express';
import { Pool } from 'pg';
const pool = new Pool();
const app = express();
app.get('/o/:id', async (req, res) => {
  const id = Number(req.params.id);
  await pool.query(`DELETE FROM orders WHERE id = ${id}`);
  res.end();
});
