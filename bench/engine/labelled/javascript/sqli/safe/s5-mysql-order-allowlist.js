const mysql = require('mysql2');
const pool = mysql.createPool({ host: 'db', user: 'app', database: 'blog' });

const COLUMNS = { newest: 'created_at', title: 'title', views: 'view_count' };

function orderClause(key) {
  const column = COLUMNS[key] || 'created_at';
  return ` ORDER BY ${column} DESC`;
}

exports.list = (req, res) => {
  const sql = 'SELECT id, title FROM posts WHERE author_id = ?' + orderClause(req.query.sort);
  pool.query(sql, [req.query.author], (err, rows) => {
    if (err) return res.sendStatus(500);
    res.json(rows);
  });
};
