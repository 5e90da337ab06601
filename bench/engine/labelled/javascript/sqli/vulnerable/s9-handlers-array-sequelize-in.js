const { sequelize } = require('../models');

module.exports = [
  {
    method: 'get',
    path: '/articles/by-tags',
    handler: async (req, res) => {
      const tags = String(req.query.tags || '').split(',').filter(Boolean);
      const list = tags.map((t) => `'${t.trim()}'`).join(', ');
      const [rows] = await sequelize.query(`SELECT a.* FROM articles a JOIN tags t ON t.article_id = a.id WHERE t.name IN (${list})`);
      res.json(rows);
    },
  },
];
