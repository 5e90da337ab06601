const Handlebars = require('handlebars');
const { loadInvoice } = require('../services/invoices');

module.exports = async function printInvoice(req, res) {
  const invoice = await loadInvoice(req.params.id);
  const layout = req.query.layout || '<h1>Invoice {{number}}</h1><p>Total: {{total}}</p>';
  const render = Handlebars.compile(layout);
  res.send(render(invoice));
};
