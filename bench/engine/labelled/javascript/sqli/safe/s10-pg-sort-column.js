const { Pool } = require('pg');

const pool = new Pool();
const SORTABLE = { created: 'created_at', title: 'title', author: 'author' };

function buildListQuery({ sort = 'created', dir = 'desc' }) {
  const column = SORTABLE[sort] || 'created_at';
  const direction = String(dir).toLowerCase() === 'asc' ? 'ASC' : 'DESC';
  return `SELECT id, title, author, created_at FROM articles ORDER BY ${column} ${direction} LIMIT 50`;
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
