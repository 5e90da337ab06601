const escapeHtml = require('escape-html');

module.exports = (app) => {
  app.get('/welcome', (req, res) => {
    const name = req.query.name || 'guest';
    res.send('<h1>Welcome back, ' + escapeHtml(name) + '!</h1>');
  });
};
