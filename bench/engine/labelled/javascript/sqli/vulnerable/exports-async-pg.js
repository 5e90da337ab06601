const { pool } = require('../db/pool');

exports.get = async (req, res) => {
  const { rows } = await pool.query(`SELECT * FROM invoices WHERE customer_id = ${req.params.customerId} ORDER BY created_at DESC`);
  res.json(rows);
};
