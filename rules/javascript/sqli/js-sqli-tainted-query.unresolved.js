// Handlers exported for a loader; their database helpers live outside the scanned tree.
const db = require('../lib/db');
const { query } = require('../../shared/sql');

exports.search = async (req, res) => {
  // ruleid: js-sqli-tainted-query
  const rows = await db.query("SELECT * FROM products WHERE name LIKE '%" + req.query.q + "%'");
  res.json(rows);
};

exports.byId = async (req, res) => {
  // ok: js-sqli-tainted-query
  const rows = await db.query('SELECT * FROM products WHERE id = $1', [req.params.id]);
  res.json(rows);
};

exports.byName = async (req, res) => {
  // ok: js-sqli-tainted-query
  const rows = await db.execute('SELECT * FROM users WHERE name = ?', [req.body.name]);
  res.json(rows);
};

exports.report = async (req, res) => {
  const { from, to } = req.query;
  // ruleid: js-sqli-tainted-query
  const rows = await query(`
    SELECT day, total FROM sales WHERE day BETWEEN '${from}' AND '${to}'`);
  res.json(rows);
};

exports.filter = async (req, res) => {
  let sql = 'SELECT id, title FROM posts WHERE 1 = 1';
  for (const [column, value] of Object.entries(req.query)) {
    // ruleid: js-sqli-tainted-query
    sql += ` AND ${column} = '${value}'`;
  }
  // ruleid: js-sqli-tainted-query
  const rows = await db.all(sql);
  res.json(rows);
};

exports.remove = async function (req, res) {
  // ruleid: js-sqli-tainted-query
  await this.db.run('DELETE FROM sessions WHERE token = "' + req.cookies.sid + '"');
  res.sendStatus(204);
};

async function rename(pool, id, name) {
  // ruleid: js-sqli-tainted-query (the sink inside the helper; each call that passes request data is reported too)
  return pool.query('UPDATE users SET name = \'' + name + '\' WHERE id = ' + id);
}

exports.rename = async (req, res) => {
  // ruleid: js-sqli-tainted-query
  await rename(req.app.locals.pool, Number(req.params.id), req.body.name);
  res.sendStatus(204);
};

exports.cache = async (req, res) => {
  const cache = require('../lib/cache');
  // ok: js-sqli-tainted-query
  const hit = await cache.get('page:' + req.query.page);
  res.json(hit);
};

exports.count = async (req, res) => {
  const table = req.query.kind === 'posts' ? 'posts' : 'comments';
  // ok: js-sqli-tainted-query
  const rows = await db.query('SELECT COUNT(*) FROM ' + table);
  res.json(rows);
};

// A knex instance made by a helper module: raw fragments take SQL text, values go in bindings.
const kx = require('../db/knex');

exports.byPrefix = async (req, res) => {
  // ruleid: js-sqli-tainted-query
  const rows = await kx('users').select('id').whereRaw(`name LIKE '${req.query.prefix}%'`).limit(50);
  res.json(rows);
};

exports.byPrefixBound = async (req, res) => {
  // ok: js-sqli-tainted-query
  const rows = await kx('users').select('id').whereRaw('name LIKE ?', [`${req.query.prefix}%`]).orderByRaw('name ASC');
  res.json(rows);
};
