module.exports = (app) => {
  app.post('/support/act-as', (req, res) => {
    req.session.userId = req.body.userId;
    req.session.role = req.body.role || 'user';
    res.redirect('/');
  });
};
