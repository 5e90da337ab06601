const pool = require('../db/pool'); // mysql2/promise pool

async function salesReport(req, res, next) {
  const { from, to, region } = req.query;
  try {
    let sql = `SELECT DATE(created_at) AS day, SUM(total) AS revenue
               FROM orders WHERE created_at BETWEEN '${from}' AND '${to}'`;
    if (region) {
      sql += ` AND region = '${region}'`;
    }
    sql += ' GROUP BY DATE(created_at) ORDER BY day';
    const [rows] = await pool.query(sql);
    res.json({ from, to, rows });
  } catch (err) {
    next(err);
  }
}

module.exports = { salesReport };
