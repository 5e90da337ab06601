import express from 'express';
import { Pool } from 'pg';
const pool = new Pool();
const app = express();
app.get('/o/:id', async (req, res) => {
  const sql = `DELETE FROM orders WHERE id = ${req.params.id}`;
  await pool.query(sql);
  res.end();
});
