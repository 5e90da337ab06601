const items = require('../data/items.json');

const filterable = new Set(['color', 'size', 'brand']);

module.exports = [
  {
    method: 'post',
    path: '/items/filter',
    handler: (req, res) => {
      const { field, value } = req.body;
      if (!filterable.has(field)) return res.status(400).json({ error: 'bad field' });
      res.json(items.filter((item) => item[field] === String(value)));
    },
  },
];
