exports.filter = (req, res) => {
  const predicate = new Function('item', 'return ' + req.body.condition);
  const items = require('../data/items.json').filter(predicate);
  res.json(items);
};
