const { randomUUID } = require('crypto');

exports.handler = async function (req, res) {
  const sid = randomUUID();
  res.cookie('sid', sid, { httpOnly: true, secure: true });
  res.json({ ok: true });
};
