module.exports = function (req, res) {
  const nonce = Math.floor(Math.random() * 1e16).toString(16);
  req.session.csrf = nonce;
  res.setHeader('X-CSRF-Token', nonce);
  res.sendStatus(204);
};
