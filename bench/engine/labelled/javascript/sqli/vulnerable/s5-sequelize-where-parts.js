const { sequelize } = require('../db');
const { QueryTypes } = require('sequelize');

exports.run = async (req, res) => {
  const { q = '', category } = req.body;
  const where = [`name LIKE '%${q}%'`];
  if (category) where.push(`category_id = ${category}`);
  const items = await sequelize.query('SELECT * FROM items WHERE ' + where.join(' AND '), { type: QueryTypes.SELECT });
  res.json({ items });
};
