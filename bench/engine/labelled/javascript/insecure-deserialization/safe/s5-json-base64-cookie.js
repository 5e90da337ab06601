module.exports = (req, res) => {
  let prefs = {};
  if (req.cookies.prefs) {
    try {
      prefs = JSON.parse(Buffer.from(req.cookies.prefs, 'base64').toString('utf8'));
    } catch {
      prefs = {};
    }
  }
  res.json({ theme: prefs.theme || 'light' });
};
