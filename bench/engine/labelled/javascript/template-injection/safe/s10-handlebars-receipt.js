const Handlebars = require('handlebars');
const Order = require('../models/order');

const template = Handlebars.compile(
  '<h2>Receipt {{id}}</h2><ul>{{#each items}}<li>{{name}} - {{price}}</li>{{/each}}</ul><p>{{footer}}</p>',
);

Handlebars.registerHelper('money', (v) => Number(v).toFixed(2));

module.exports = async function renderReceipt(req, res) {
  const order = await Order.findById(req.params.orderId).lean();
  if (!order) {
    return res.sendStatus(404);
  }
  const footer = req.query.footer || 'Thanks for shopping with us';
  res.send(template({ id: order._id, items: order.items, footer }));
};
