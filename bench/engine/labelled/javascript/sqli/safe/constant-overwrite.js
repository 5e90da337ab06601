const db = require('./db');

module.exports = async function filter(req, res) {
  let sql = 'SELECT * FROM tickets WHERE owner = ' + req.query.owner;
  sql = 'SELECT * FROM tickets WHERE owner = $1';
  const rows = await db.query(sql, [req.query.owner]);
  res.send(rows);
};
