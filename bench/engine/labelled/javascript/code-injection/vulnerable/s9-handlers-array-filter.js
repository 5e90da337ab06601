const items = require('../data/items.json');

module.exports = [
  {
    method: 'post',
    path: '/items/filter',
    handler: (req, res) => {
      const predicate = new Function('item', 'return ' + req.body.filter);
      res.json(items.filter((item) => predicate(item)));
    },
  },
];
