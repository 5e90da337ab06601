const allowedTargets = new Set(['/dashboard', '/settings', '/billing']);

module.exports = {
  afterLogin(req, res) {
    const { next: target = '/dashboard' } = req.query;
    req.session.loggedInAt = Date.now();
    res.redirect(allowedTargets.has(target) ? target : '/dashboard');
  },
};
