module.exports = {
  preferences(req, res) {
    const raw = req.cookies?.prefs;
    let prefs = {};
    try {
      prefs = raw ? JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) : {};
    } catch {
      prefs = {};
    }
    res.render('preferences', { theme: prefs.theme === 'dark' ? 'dark' : 'light' });
  },
};
