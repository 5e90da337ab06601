const mysql = require('mysql');
const pool = mysql.createPool({ host: 'db', user: 'app', database: 'shop' });

function buildFilter({ category = 'all', sort }) {
  const where = category === 'all' ? '' : `WHERE category = '${category}'`;
  return `SELECT id, title FROM products ${where} ORDER BY ${sort || 'id'}`;
}

module.exports = (req, res) => {
  const sql = buildFilter({ ...req.query });
  pool.query(sql, (err, rows) => {
    if (err) return res.status(500).end();
    res.json(rows);
  });
};
