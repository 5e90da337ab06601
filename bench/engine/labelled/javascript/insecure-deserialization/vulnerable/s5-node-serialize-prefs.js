const { unserialize } = require('node-serialize');

function readPrefs(raw) {
  const json = Buffer.from(raw, 'base64').toString('utf8');
  return unserialize(json);
}

module.exports = (req, res) => {
  const prefs = req.cookies.prefs ? readPrefs(req.cookies.prefs) : {};
  res.json({ theme: prefs.theme || 'light' });
};
