const mysql = require('mysql2/promise');
const pool = mysql.createPool({ host: process.env.DB_HOST, user: 'app', database: 'shop' });
const SORTABLE = ['name', 'price', 'created_at'];

module.exports = {
  async search(req, res) {
    const column = SORTABLE.includes(req.query.sort) ? req.query.sort : 'name';
    const [rows] = await pool.query('SELECT id, name, price FROM products ORDER BY ' + column);
    res.json(rows);
  },
};
