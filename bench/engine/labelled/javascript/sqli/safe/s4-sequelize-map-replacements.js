const { sequelize, QueryTypes } = require('sequelize');

module.exports = async (req, res) => {
  const ids = (req.body.ids || []).map((id) => String(id));
  const rows = await sequelize.query('SELECT * FROM invoices WHERE id IN (:ids)', {
    replacements: { ids },
    type: QueryTypes.SELECT,
  });
  res.json(rows);
};
