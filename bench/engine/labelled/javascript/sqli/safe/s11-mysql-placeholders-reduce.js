const express = require('express');
const mysql = require('mysql2');

const pool = mysql.createPool({ host: process.env.DB_HOST, user: 'app', database: 'shop' });
const app = express();
app.use(express.json());

app.post('/orders/lookup', (req, res) => {
  const ids = Array.isArray(req.body.ids) ? req.body.ids : [];
  if (ids.length === 0 || ids.length > 100) {
    return res.status(400).json({ error: 'between 1 and 100 ids' });
  }
  const placeholders = ids.reduce((acc, _id, i) => acc + (i ? ', ?' : '?'), '');
  const sql = `SELECT id, status, total FROM orders WHERE customer_id = ? AND id IN (${placeholders})`;
  pool.query(sql, [req.body.customerId, ...ids], (err, rows) => {
    if (err) {
      return res.status(500).json({ error: 'lookup failed' });
    }
    res.json(rows);
  });
});

module.exports = app;
