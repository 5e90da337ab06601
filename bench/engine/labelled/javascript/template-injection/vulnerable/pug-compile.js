const pug = require('pug');

module.exports = function preview(req, res) {
  const render = pug.compile(req.body.template);
  res.send(render({ user: req.user }));
};
