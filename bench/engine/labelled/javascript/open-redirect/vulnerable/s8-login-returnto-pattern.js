const passport = require('passport');

function safeLocalPath(value) {
  return typeof value === 'string' && /^\/[A-Za-z0-9_\-/]*$/.test(value) ? value : '/dashboard';
}

module.exports = {
  loginForm(req, res) {
    res.render('login', { next: req.query.next });
  },

  afterLogin(req, res) {
    const target = safeLocalPath(req.body.returnTo);
    res.redirect(302, target);
  },
};
