const util = require('util');
const mysql = require('mysql');

const conn = mysql.createConnection({ host: 'localhost', user: 'app', database: 'app' });
// The promisified (and bound) query function runs conn.query with the same arguments.
const query = util.promisify(conn.query).bind(conn);
const queryBound = util.promisify(conn.query.bind(conn));

exports.byName = async (req, res) => {
  // ruleid: js-sqli-tainted-query
  const rows = await query("SELECT id FROM users WHERE name = '" + req.query.name + "'");
  // ruleid: js-sqli-tainted-query
  const more = await queryBound(`SELECT id FROM users WHERE email = '${req.query.email}'`);
  // ok: js-sqli-tainted-query
  const safe = await query('SELECT id FROM users WHERE name = ?', [req.query.name]);
  res.json({ rows, more, safe });
};
