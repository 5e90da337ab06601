module.exports = function login(req, res) {
  const sid = req.app.locals.sessions.create(req.body.user);
  res.cookie('sid', sid);
  res.redirect('/');
};
