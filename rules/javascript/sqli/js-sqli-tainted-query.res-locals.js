const express = require('express');
const { Pool } = require('pg');

const pool = new Pool();
const router = express.Router();

router.use((req, res, next) => {
  res.locals.schema = req.get('x-schema') || 'public';
  res.locals.region = 'eu';
  next();
});

router.get('/totals', async (req, res) => {
  // ruleid: js-sqli-tainted-query
  const { rows } = await pool.query(`SELECT sum(amount) FROM ${res.locals.schema}.orders`);
  // ok: js-sqli-tainted-query
  const regional = await pool.query(`SELECT sum(amount) FROM ${res.locals.region}_orders`);
  // ok: js-sqli-tainted-query
  const other = await pool.query(`SELECT count(*) FROM ${res.locals.unset}.orders`);
  res.json({ total: rows[0], regional: regional.rows[0], other: other.rows[0] });
});

module.exports = router;
