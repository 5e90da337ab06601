const Order = require('../models/order');

exports.salesReport = (req, res, next) => {
  const { filter = {}, groupBy = 'status' } = req.body;
  const groupKey = groupBy === 'region' ? '$region' : '$status';
  Order.aggregate([
    { $match: { ...filter, archived: false } },
    { $group: { _id: groupKey, total: { $sum: '$amount' }, count: { $sum: 1 } } },
    { $sort: { total: -1 } },
  ])
    .then((rows) => res.json(rows))
    .catch(next);
};
