const db = require('../db');

const SORT_COLUMNS = ['title', 'price', 'published'];

module.exports = {
  'GET /search': async (req, res) => {
    const term = req.query.q || '';
    const { rows } = await db.query("SELECT id, title, price FROM books WHERE title ILIKE '%" + term + "%'");
    res.json(rows);
  },

  'GET /list': async (req, res) => {
    const sort = SORT_COLUMNS.includes(req.query.sort) ? req.query.sort : 'title';
    const { rows } = await db.query('SELECT id, title, price FROM books ORDER BY ' + sort);
    res.json(rows);
  },

  'GET /:id': async (req, res) => {
    const book = await db.one('SELECT * FROM books WHERE id = $1', [req.params.id]);
    if (!book) return res.status(404).json({ error: 'not found' });
    res.json(book);
  },

  'GET /by-author/:author': async (req, res) => {
    const { rows } = await db.query(`SELECT id, title FROM books WHERE author = '${req.params.author}'`);
    res.json(rows);
  },

  'GET /page/:n': async (req, res) => {
    const page = parseInt(req.params.n, 10) || 0;
    const { rows } = await db.query(`SELECT id, title FROM books ORDER BY id LIMIT 20 OFFSET ${page * 20}`);
    res.json(rows);
  },
};
