module.exports = function restore(req, res) {
  let prefs = {};
  try {
    prefs = JSON.parse(Buffer.from(req.cookies.prefs, 'base64').toString());
  } catch {
    prefs = {};
  }
  res.json({ theme: prefs.theme === 'dark' ? 'dark' : 'light' });
};
