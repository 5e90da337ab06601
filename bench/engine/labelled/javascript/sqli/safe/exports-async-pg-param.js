const { pool } = require('../db/pool');

exports.get = async (req, res) => {
  const { rows } = await pool.query('SELECT * FROM invoices WHERE customer_id = $1 ORDER BY created_at DESC', [req.params.customerId]);
  res.json(rows);
};
