module.exports = (req, res) => {
  const { next = '/' } = req.query;
  req.session.returnTo = null;
  res.redirect(next);
};
