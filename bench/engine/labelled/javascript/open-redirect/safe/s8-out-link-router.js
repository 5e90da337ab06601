const ALLOWED_HOSTS = new Set(['docs.example.com', 'status.example.com']);

module.exports = (app) => {
  app.get('/out', (req, res) => {
    let parsed;
    try {
      parsed = new URL(String(req.query.u));
    } catch (e) {
      return res.status(400).send('bad url');
    }
    if (parsed.protocol !== 'https:' || !ALLOWED_HOSTS.has(parsed.hostname)) {
      return res.status(400).send('not allowed');
    }
    res.redirect(parsed.toString());
  });
};
