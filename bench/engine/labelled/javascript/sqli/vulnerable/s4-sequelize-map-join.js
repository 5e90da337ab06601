const { sequelize } = require('../models');

module.exports = async (req, res) => {
  const ids = (req.body.ids || []).map((id) => `'${id}'`).join(',');
  const [rows] = await sequelize.query(`SELECT * FROM invoices WHERE id IN (${ids})`);
  res.json(rows);
};
