const _ = require('lodash');

const compiled = _.template('Hello <%- name %>, your order has shipped.');

exports.notify = (req, res) => {
  res.json({ text: compiled({ name: req.query.name }) });
};
