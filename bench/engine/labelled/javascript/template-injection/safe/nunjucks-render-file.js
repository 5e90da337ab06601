const nunjucks = require('nunjucks');

module.exports = function signature(req, res) {
  const html = nunjucks.render('signature.njk', { signature: req.body.signature, user: req.user });
  res.json({ html });
};
