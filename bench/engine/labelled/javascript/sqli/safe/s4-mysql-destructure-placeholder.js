const mysql = require('mysql');
const pool = mysql.createPool({ host: 'db', user: 'app', database: 'shop' });

function buildFilter({ category = 'all' }) {
  if (category === 'all') return { sql: 'SELECT id, title FROM products ORDER BY id', params: [] };
  return { sql: 'SELECT id, title FROM products WHERE category = ? ORDER BY id', params: [category] };
}

module.exports = (req, res) => {
  const { sql, params } = buildFilter({ ...req.query });
  pool.query(sql, params, (err, rows) => {
    if (err) return res.status(500).end();
    res.json(rows);
  });
};
