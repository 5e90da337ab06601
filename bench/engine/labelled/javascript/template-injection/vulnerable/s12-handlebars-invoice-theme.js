const Handlebars = require('handlebars');
const Invoice = require('../models/invoice');

module.exports = {
  async renderCustom(req, res) {
    const invoice = await Invoice.findById(req.params.id).lean();
    const template = Handlebars.compile(req.body.source);
    res.type('html').send(template({ invoice }));
  },
};
