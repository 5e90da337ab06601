const OPS = {
  gt: (field, v) => (item) => item[field] > v,
  lt: (field, v) => (item) => item[field] < v,
};

exports.filter = (req, res) => {
  const op = OPS[req.body.op];
  if (!op) return res.status(400).end();
  const items = require('../data/items.json').filter(op('price', Number(req.body.value)));
  res.json(items);
};
