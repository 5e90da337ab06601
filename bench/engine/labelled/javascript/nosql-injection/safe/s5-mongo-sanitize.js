const sanitize = require('mongo-sanitize');
const Order = require('../models/order');

module.exports = function (req, res) {
  const filter = { customer: sanitize(req.body.customer), status: 'open' };
  Order.find(filter)
    .then((orders) => res.json(orders))
    .catch(() => res.sendStatus(500));
};
