module.exports = (req, res) => {
  const csrf = Math.random().toString(16).substr(2);
  res.cookie('csrf', csrf, { httpOnly: true, secure: true, sameSite: 'strict' });
  res.json({ csrf });
};
