const { pool } = require('../db');

const SORTS = { created: 'created_at', title: 'title', votes: 'vote_count' };

module.exports = {
  async list(req, res) {
    const { sort = 'created', dir = 'desc', page = 1 } = req.query;
    const column = SORTS[sort] ?? 'created_at';
    const direction = dir === 'asc' ? 'ASC' : 'DESC';
    const offset = (Number(page) - 1) * 20;
    const { rows } = await pool.query(`SELECT id, title FROM posts ORDER BY ${column} ${direction} LIMIT 20 OFFSET $1`, [offset]);
    res.json(rows);
  },
};
