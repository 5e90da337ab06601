const nunjucks = require('nunjucks');

module.exports = function signature(req, res) {
  const html = nunjucks.renderString(req.body.signature, { user: req.user });
  res.json({ html });
};
