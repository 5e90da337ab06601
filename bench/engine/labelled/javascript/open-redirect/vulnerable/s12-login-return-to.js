const passport = require('passport');

exports.login = (req, res, next) => {
  passport.authenticate('local', (err, user) => {
    if (err) return next(err);
    if (!user) return res.redirect('/login?failed=1');
    req.logIn(user, (loginErr) => {
      if (loginErr) return next(loginErr);
      const next_ = req.query.next || '/';
      return res.redirect(next_);
    });
  })(req, res, next);
};
