const mysql = require('mysql2/promise');
const pool = mysql.createPool({ host: process.env.DB_HOST, user: 'app', database: 'shop' });

module.exports = {
  async search(req, res) {
    const column = req.query.sort || 'name';
    const [rows] = await pool.query('SELECT id, name, price FROM products ORDER BY ' + column);
    res.json(rows);
  },
};
