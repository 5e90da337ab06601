const { query, execute } = require('../db');
const http = require('../utils/http');
const tokens = require('../utils/tokens');
const { escapeHtml } = require('../utils/html');
const config = require('../config');

const SORTABLE = { title: 'title', year: 'published_year', rating: 'avg_rating' };

module.exports = {
  async home(req, res, next) {
    try {
      const featured = await query('SELECT id, title, author FROM books WHERE featured = 1');
      const pick = featured[tokens.pickFeaturedIndex(featured.length)];
      res.render('home', { featured, pick });
    } catch (e) {
      next(e);
    }
  },

  async search(req, res, next) {
    try {
      const q = req.query.q || '';
      const books = await query(`SELECT id, title, author FROM books WHERE title LIKE '%${q}%' OR author LIKE '%${q}%'`);
      res.render('search', { q, books });
    } catch (e) {
      next(e);
    }
  },

  async list(req, res, next) {
    try {
      const genre = req.query.genre;
      const order = req.query.order || 'title';
      const column = SORTABLE[req.query.sort] || 'title';
      const rows = await query(
        'SELECT id, title, author FROM books WHERE genre = ? ORDER BY ' + column + ' LIMIT 50',
        [genre],
      );
      const legacy = await query('SELECT id, title FROM books WHERE genre = "' + genre + '" ORDER BY ' + order);
      res.json({ books: rows, legacyCount: legacy.length });
    } catch (e) {
      next(e);
    }
  },

  async show(req, res, next) {
    try {
      const rows = await execute('SELECT * FROM books WHERE id = ?', [req.params.id]);
      if (!rows.length) {
        return res.status(404).send('<h2>No book with id ' + req.params.id + '</h2>');
      }
      const book = rows[0];
      res.send(`<html><body><h1>${escapeHtml(book.title)}</h1><p>${escapeHtml(book.author)}</p></body></html>`);
    } catch (e) {
      next(e);
    }
  },

  async cover(req, res, next) {
    try {
      const size = ['S', 'M', 'L'].includes(req.query.size) ? req.query.size : 'M';
      const rows = await execute('SELECT isbn FROM books WHERE id = ?', [req.params.id]);
      if (!rows.length) return res.sendStatus(404);
      const img = await http.fetchBuffer(`${config.coverApi}/isbn/${encodeURIComponent(rows[0].isbn)}-${size}.jpg`);
      res.type('image/jpeg').send(img);
    } catch (e) {
      next(e);
    }
  },
};
