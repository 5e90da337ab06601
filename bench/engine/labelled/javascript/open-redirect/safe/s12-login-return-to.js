const passport = require('passport');

function safeLocal(target) {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return '/';
  }
  return target;
}

exports.login = (req, res, next) => {
  passport.authenticate('local', (err, user) => {
    if (err) return next(err);
    if (!user) return res.redirect('/login?failed=1');
    req.logIn(user, (loginErr) => {
      if (loginErr) return next(loginErr);
      return res.redirect(safeLocal(req.query.next));
    });
  })(req, res, next);
};
