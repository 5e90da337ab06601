const { sequelize } = require('../models');

module.exports = function (req, res) {
  const tags = [].concat(req.query.tag || []);
  const placeholders = tags.map(() => '?').join(', ') || 'NULL';
  sequelize
    .query(`SELECT id, title FROM articles WHERE tag IN (${placeholders})`, { replacements: tags })
    .then(([rows]) => res.json(rows))
    .catch(() => res.status(500).end());
};
