const { pool } = require('../db');

module.exports = {
  async list(req, res) {
    const { sort = 'created_at', dir = 'desc', page = 1 } = req.query;
    const offset = (Number(page) - 1) * 20;
    const { rows } = await pool.query(`SELECT id, title FROM posts ORDER BY ${sort} ${dir} LIMIT 20 OFFSET ${offset}`);
    res.json(rows);
  },
};
