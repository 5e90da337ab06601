const express = require('express');
const { Pool } = require('pg');
const app = express();
const pool = new Pool();

function statuses(raw) {
  return raw.split(',').map((s) => s.trim().toLowerCase());
}

app.get('/orders', async (req, res) => {
  const [first] = statuses(req.query.status || 'open');
  const { rows } = await pool.query('SELECT id, total FROM orders WHERE status = $1', [first]);
  res.json(rows);
});

module.exports = app;
