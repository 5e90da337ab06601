const passport = require('passport');

function safeTarget(value) {
  if (typeof value !== 'string') return '/dashboard';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/dashboard';
  return value;
}

exports.loginCallback = [
  passport.authenticate('local', { failureRedirect: '/login' }),
  (req, res) => {
    res.redirect(safeTarget(req.query.returnTo));
  },
];
