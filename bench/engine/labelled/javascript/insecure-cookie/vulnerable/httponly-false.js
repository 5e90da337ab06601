exports.remember = (req, res) => {
  res.cookie('remember_me', req.app.locals.tokens.issue(), { httpOnly: false, secure: true, maxAge: 30 * 864e5 });
  res.sendStatus(204);
};
