const express = require('express');
const mysql = require('mysql');
const { Pool } = require('pg');
const sqlite3 = require('sqlite3').verbose();

const app = express();
const connection = mysql.createConnection({ host: 'localhost', user: 'app' });
const pool = new Pool();
const db = new sqlite3.Database(':memory:');

const ORDER_COLUMNS = { name: 'name', date: 'created_at' };

function findUserQuery(id) {
  return 'SELECT * FROM users WHERE id = ' + id;
}

app.get('/users', (req, res) => {
  const id = req.query.id;
  // ruleid: js-sqli-tainted-query
  connection.query('SELECT * FROM users WHERE id = ' + id, (err, rows) => res.json(rows));

  // ok: js-sqli-tainted-query
  connection.query('SELECT * FROM users WHERE id = ?', [id], (err, rows) => res.json(rows));

  // ruleid: js-sqli-tainted-query
  pool.query(`SELECT * FROM orders WHERE user_id = ${req.params.userId}`);

  // ok: js-sqli-tainted-query
  pool.query({ text: 'SELECT * FROM orders WHERE user_id = $1', values: [req.params.userId] });

  // ruleid: js-sqli-tainted-query
  pool.query({ text: 'SELECT * FROM orders WHERE user_id = ' + req.params.userId });

  // A number carries no SQL.
  const limit = parseInt(req.query.limit, 10);
  // ok: js-sqli-tainted-query
  db.all('SELECT * FROM items LIMIT ' + limit);

  // The column comes from a fixed map: the request only picks a key.
  const column = ORDER_COLUMNS[req.query.sort] || 'name';
  // ok: js-sqli-tainted-query
  db.all('SELECT * FROM items ORDER BY ' + column);

  // Built through a helper function.
  // ruleid: js-sqli-tainted-query
  db.get(findUserQuery(req.query.id));

  // A constant branch never runs.
  const debug = false;
  let sql = 'SELECT 1';
  if (debug) {
    sql = 'SELECT * FROM logs WHERE tag = ' + req.query.tag;
  }
  // ok: js-sqli-tainted-query
  db.run(sql);

  // The escaped value cannot break out of the literal.
  // ok: js-sqli-tainted-query
  connection.query('SELECT * FROM t WHERE name = ' + mysql.escape(req.query.name));
});

app.post('/search', async (req, res) => {
  const filters = new Map();
  filters.set('status', 'active');
  filters.set('term', req.body.term);
  // ok: js-sqli-tainted-query
  await pool.query('SELECT * FROM items WHERE status = ' + filters.get('status'));
  // ruleid: js-sqli-tainted-query
  await pool.query("SELECT * FROM items WHERE name LIKE '%" + filters.get('term') + "%'");
});
