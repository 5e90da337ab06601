const db = require('./db');

module.exports = async function filter(req, res) {
  let sql = 'SELECT * FROM tickets WHERE 1=1';
  for (const key of ['owner', 'priority']) {
    if (req.query[key]) sql += ` AND ${key} = '${req.query[key]}'`;
  }
  const rows = await db.query(sql);
  res.send(rows);
};
