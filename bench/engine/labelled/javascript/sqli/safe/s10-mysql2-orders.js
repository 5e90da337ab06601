const mysql = require('mysql2/promise');
const express = require('express');

const pool = mysql.createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10 });
const router = express.Router();

router.get('/customers/:id/orders', async (req, res, next) => {
  try {
    const status = req.query.status || 'open';
    const sql = 'SELECT id, total, created_at FROM orders WHERE customer_id = ? AND status = ? ORDER BY created_at DESC';
    const [rows] = await pool.execute(sql, [req.params.id, status]);
    res.json(rows);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
