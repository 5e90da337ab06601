const { Pool } = require('pg');

const pool = new Pool();

function buildListQuery({ sort = 'created_at', dir = 'desc' }) {
  return `SELECT id, title, author, created_at FROM articles ORDER BY ${sort} ${dir} LIMIT 50`;
}

exports.getArticle = async (req, res) => {
  const { rows } = await pool.query('SELECT * FROM articles WHERE id = $1', [req.params.id]);
  if (!rows.length) return res.sendStatus(404);
  res.json(rows[0]);
};

exports.listArticles = async (req, res) => {
  const { rows } = await pool.query(buildListQuery(req.query));
  res.json(rows);
};
