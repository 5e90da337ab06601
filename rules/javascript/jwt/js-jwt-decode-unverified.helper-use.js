const tokens = require('./js-jwt-decode-unverified.helper');

exports.signInFromHint = (req, res) => {
  const claims = tokens.peekClaims(String(req.body.hint));
  // ruleid: js-jwt-decode-unverified
  req.session.userId = claims.sub;
  res.redirect('/');
};
