module.exports = (app) => {
  app.get('/profile', (req, res) => {
    if (!req.cookies.profile) {
      return res.redirect('/login');
    }
    const decoded = Buffer.from(req.cookies.profile, 'base64').toString();
    const profile = JSON.parse(decoded);
    res.render('profile', { profile: { name: String(profile.name), locale: String(profile.locale) } });
  });
};
