const SQL = require('sql-template-strings');
const { pool } = require('../db');

exports.invoice = async (req, res) => {
  const { id } = req.params;
  const { rows } = await pool.query(SQL`SELECT * FROM invoices WHERE id = ${id} AND owner_id = ${req.user.id}`);
  if (!rows.length) return res.sendStatus(404);
  res.json(rows[0]);
};
