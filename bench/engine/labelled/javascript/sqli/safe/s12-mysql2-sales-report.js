const pool = require('../db/pool'); // mysql2/promise pool

async function salesReport(req, res, next) {
  const { from, to, region } = req.query;
  try {
    let sql = `SELECT DATE(created_at) AS day, SUM(total) AS revenue
               FROM orders WHERE created_at BETWEEN ? AND ?`;
    const params = [from, to];
    if (region) {
      sql += ' AND region = ?';
      params.push(region);
    }
    sql += ' GROUP BY DATE(created_at) ORDER BY day';
    const [rows] = await pool.execute(sql, params);
    res.json({ from, to, rows });
  } catch (err) {
    next(err);
  }
}

module.exports = { salesReport };
