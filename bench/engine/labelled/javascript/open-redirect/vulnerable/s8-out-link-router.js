module.exports = (app) => {
  app.get('/out', (req, res) => {
    const url = decodeURIComponent(req.query.u);
    res.redirect(url);
  });
};
