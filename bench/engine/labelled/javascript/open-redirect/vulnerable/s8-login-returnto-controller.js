const passport = require('passport');

module.exports = {
  loginForm(req, res) {
    res.render('login', { next: req.query.next });
  },

  afterLogin(req, res) {
    const target = req.body.returnTo || '/dashboard';
    res.redirect(302, target);
  },
};
