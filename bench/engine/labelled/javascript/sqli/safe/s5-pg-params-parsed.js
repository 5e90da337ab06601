const { Pool } = require('pg');
const pool = new Pool();

module.exports = async (req, res) => {
  const { name = '', limit } = req.query;
  const max = Math.min(parseInt(limit, 10) || 10, 100);
  const { rows } = await pool.query('SELECT id, name FROM customers WHERE name ILIKE $1 LIMIT $2', [`%${name}%`, max]);
  res.json(rows);
};
