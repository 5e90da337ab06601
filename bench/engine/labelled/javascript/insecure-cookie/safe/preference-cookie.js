exports.theme = (req, res) => {
  res.cookie('theme', req.query.dark ? 'dark' : 'light', { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 365 * 864e5 });
  res.sendStatus(204);
};
