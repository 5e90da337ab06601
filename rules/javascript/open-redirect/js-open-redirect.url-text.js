// The text of a URL whose host an allow-list pinned (`toString()`, `href`) is the checked URL;
// its path is still the client's.
const ALLOWED_HOSTS = new Set(['docs.example.com', 'status.example.com']);

module.exports = (app) => {
  app.get('/out', (req, res) => {
    const parsed = new URL(String(req.query.u));
    if (parsed.protocol !== 'https:' || !ALLOWED_HOSTS.has(parsed.hostname)) {
      return res.status(400).send('not allowed');
    }
    // ok: js-open-redirect
    res.redirect(parsed.toString());
  });

  app.get('/out/path', (req, res) => {
    const parsed = new URL(String(req.query.u));
    if (!ALLOWED_HOSTS.has(parsed.hostname)) return res.sendStatus(400);
    // ruleid: js-open-redirect
    res.redirect(parsed.pathname);
  });

  app.get('/out/unchecked', (req, res) => {
    const parsed = new URL(String(req.query.u));
    // ruleid: js-open-redirect
    res.redirect(parsed.toString());
  });

  app.get('/out/built', (req, res) => {
    const u = new URL('https://docs.example.com');
    u.pathname = req.query.p;
    // ruleid: js-open-redirect
    res.redirect(u.toString());
  });
};
