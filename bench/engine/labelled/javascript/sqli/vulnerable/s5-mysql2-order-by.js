const mysql = require('mysql2/promise');

const pool = mysql.createPool({ host: process.env.DB_HOST, user: 'app', database: 'shop' });

async function handler(req, res) {
  const { sort = 'created_at', dir = 'DESC', page = '1' } = req.query;
  const offset = (parseInt(page, 10) - 1) * 20;
  const [rows] = await pool.query(`SELECT id, title, price FROM products ORDER BY ${sort} ${dir} LIMIT 20 OFFSET ${offset}`);
  res.json(rows);
}

module.exports = { handler };
