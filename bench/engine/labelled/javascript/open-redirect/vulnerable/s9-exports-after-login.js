module.exports = {
  afterLogin(req, res) {
    const { next: target = '/dashboard' } = req.query;
    req.session.loggedInAt = Date.now();
    res.redirect(target);
  },
};
