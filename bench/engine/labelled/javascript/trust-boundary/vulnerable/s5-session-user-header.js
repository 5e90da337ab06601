class ImpersonationController {
  begin(req, res) {
    const userId = req.get('X-Impersonate-User') || req.body.userId;
    req.session.userId = userId;
    res.redirect('/dashboard');
  }
}

module.exports = new ImpersonationController();
