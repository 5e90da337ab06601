const _ = require('lodash');

exports.notify = (req, res) => {
  const compiled = _.template(req.query.message);
  res.json({ text: compiled({ name: 'customer' }) });
};
