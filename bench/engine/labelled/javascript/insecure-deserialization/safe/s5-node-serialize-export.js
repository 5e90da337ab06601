const serialize = require('node-serialize');

exports.run = (req, res) => {
  const snapshot = { user: req.body.user, items: req.body.items || [], at: Date.now() };
  res.type('text/plain').send(serialize.serialize(snapshot));
};
