exports.handler = async function (req, res) {
  const sid = Date.now().toString(36) + Math.random().toString(36).slice(2);
  res.cookie('sid', sid, { httpOnly: true, secure: true });
  res.json({ ok: true });
};
