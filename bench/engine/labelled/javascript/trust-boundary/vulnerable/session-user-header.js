exports.sso = (req, res) => {
  req.session.userId = req.headers['x-user-id'];
  res.redirect('/');
};
