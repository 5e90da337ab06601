module.exports = (app) => {
  app.get('/welcome', (req, res) => {
    const name = req.query.name || 'guest';
    res.send('<h1>Welcome back, ' + name + '!</h1>');
  });
};
