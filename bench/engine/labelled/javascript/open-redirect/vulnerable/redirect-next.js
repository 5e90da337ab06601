module.exports = function afterLogin(req, res) {
  res.redirect(req.query.next);
};
