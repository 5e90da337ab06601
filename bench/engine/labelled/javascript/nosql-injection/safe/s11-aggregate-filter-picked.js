const Order = require('../models/order');

function buildMatch(filter) {
  const match = { archived: false };
  if (typeof filter.status === 'string') {
    match.status = filter.status;
  }
  if (typeof filter.region === 'string') {
    match.region = filter.region;
  }
  return match;
}

exports.salesReport = (req, res, next) => {
  const { filter = {}, groupBy = 'status' } = req.body;
  const groupKey = groupBy === 'region' ? '$region' : '$status';
  Order.aggregate([
    { $match: buildMatch(filter) },
    { $group: { _id: groupKey, total: { $sum: '$amount' }, count: { $sum: 1 } } },
    { $sort: { total: -1 } },
  ])
    .then((rows) => res.json(rows))
    .catch(next);
};
