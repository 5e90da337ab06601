module.exports = function (req, res) {
  const returnTo = req.query.returnTo || '/';
  res.redirect(returnTo);
};
