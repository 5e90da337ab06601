const serialize = require('node-serialize');

module.exports = (app) => {
  app.get('/profile', (req, res) => {
    if (!req.cookies.profile) {
      return res.redirect('/login');
    }
    const decoded = Buffer.from(req.cookies.profile, 'base64').toString();
    const profile = serialize.unserialize(decoded);
    res.render('profile', { profile });
  });
};
