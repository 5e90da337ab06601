const passport = require('passport');

exports.loginCallback = [
  passport.authenticate('local', { failureRedirect: '/login' }),
  (req, res) => {
    const returnTo = req.query.returnTo || '/dashboard';
    res.redirect(returnTo);
  },
];
