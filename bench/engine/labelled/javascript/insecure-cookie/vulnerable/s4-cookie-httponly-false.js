exports.handler = async function (req, res) {
  res.cookie('auth', await req.app.locals.issue(req.body.user), { httpOnly: false, secure: true });
  res.end();
};
