const COOKIE_OPTS = Object.freeze({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });

exports.run = (req, res) => {
  const sid = req.sessionID;
  res.cookie('sid', sid, { ...COOKIE_OPTS, maxAge: 2 * 3600 * 1000 });
  res.end();
};
