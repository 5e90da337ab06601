const DESTINATIONS = new Set(['/dashboard', '/settings', '/billing']);

module.exports = (auth) => ({
  async login(req, res) {
    const { next: destination = '/dashboard' } = req.query;
    await auth.signIn(req, req.body.email, req.body.password);
    res.redirect(302, DESTINATIONS.has(destination) ? destination : '/dashboard');
  },
});
