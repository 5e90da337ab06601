const serialize = require('node-serialize');

module.exports = {
  preferences(req, res) {
    const raw = req.cookies?.prefs;
    const prefs = raw ? serialize.unserialize(Buffer.from(raw, 'base64').toString('utf8')) : {};
    res.render('preferences', { theme: prefs.theme ?? 'light' });
  },
};
