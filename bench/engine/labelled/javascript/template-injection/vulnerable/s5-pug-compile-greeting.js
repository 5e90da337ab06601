const pug = require('pug');

exports.handler = (req, res) => {
  const name = req.query.name || 'guest';
  const fn = pug.compile(`h1 Hello ${name}\np Welcome back`);
  res.send(fn({}));
};
