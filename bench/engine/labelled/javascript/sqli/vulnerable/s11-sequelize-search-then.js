const { sequelize } = require('../models');

function searchCustomers(req, res) {
  const term = (req.body.term || '').trim();
  const region = req.body.region;
  let sql = "SELECT id, name, email FROM customers WHERE name LIKE '%" + term + "%'";
  if (region) {
    sql += " AND region = '" + region + "'";
  }
  sequelize
    .query(sql, { type: sequelize.QueryTypes.SELECT })
    .then((rows) => res.json({ count: rows.length, rows }))
    .catch(() => res.status(500).json({ error: 'search failed' }));
}

module.exports = { searchCustomers };
