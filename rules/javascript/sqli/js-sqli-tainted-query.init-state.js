// Clients kept in module state that an exported init function sets up: a key of a module-level
// object literal and a module `let`. The server calls init() before it listens, so the handlers
// above it see the pg Pool and the mysql2 pool init() builds, not the initial nulls.
const express = require('express');
const mysql = require('mysql2');
const { Pool } = require('pg');

const state = { pool: null, table: 'reports' };
let archive = null;
const router = express.Router();

router.get('/reports', async (req, res) => {
  // ruleid: js-sqli-tainted-query
  const rows = await state.pool.query("SELECT * FROM reports WHERE owner = '" + req.query.owner + "'");
  // ok: js-sqli-tainted-query
  const mine = await state.pool.query('SELECT * FROM reports WHERE owner = $1', [req.query.owner]);
  res.json({ rows: rows.rows, mine: mine.rows });
});

router.get('/archive', (req, res) => {
  // ruleid: js-sqli-tainted-query
  archive.query("SELECT * FROM archive WHERE year = '" + req.query.year + "'", (err, rows) => res.json(rows));
});

router.get('/archive/typed', (req, res) => {
  // ok: js-sqli-tainted-query
  archive.query('SELECT * FROM archive WHERE year = ?', [req.query.year], (err, rows) => res.json(rows));
});

function init(url) {
  state.pool = new Pool({ connectionString: url });
  const options = { uri: url, connectionLimit: 5 };
  archive = mysql.createPool(options);
}

module.exports = { router, init };
