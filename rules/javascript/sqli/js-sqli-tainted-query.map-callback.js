// A library function passed by name to map: each element goes through it. A number conversion
// leaves nothing to inject; a URL encoding is no SQL escaping.
const express = require('express');
const mysql = require('mysql');

const router = express.Router();
const conn = mysql.createConnection({ host: '127.0.0.1', user: 'shop', database: 'shop' });

router.get('/by-number', (req, res) => {
  const ids = String(req.query.ids).split(',').map(Number).filter((n) => Number.isInteger(n));
  // ok: js-sqli-tainted-query
  conn.query('SELECT id FROM items WHERE id IN (' + ids.join(',') + ')', () => res.end());
});

router.get('/by-parse', (req, res) => {
  const ids = String(req.query.ids).split(',').map(parseFloat);
  // ok: js-sqli-tainted-query
  conn.query('SELECT id FROM items WHERE id IN (' + ids.join(',') + ')', () => res.end());
});

router.get('/by-encoding', (req, res) => {
  const names = String(req.query.names).split(',').map(encodeURIComponent);
  // ruleid: js-sqli-tainted-query
  conn.query("SELECT id FROM items WHERE name IN ('" + names.join("','") + "')", () => res.end());
});

router.get('/by-trim', (req, res) => {
  const names = String(req.query.names).split(',').map((s) => s.trim());
  // ruleid: js-sqli-tainted-query
  conn.query("SELECT id FROM items WHERE name IN ('" + names.join("','") + "')", () => res.end());
});

module.exports = router;
