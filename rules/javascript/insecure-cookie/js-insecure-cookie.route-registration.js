// A handler registered on an untyped `app` that answers without reading the request.
module.exports = (app) => {
  app.post('/session/start', (req, res) => {
    // ruleid: js-insecure-cookie
    res.cookie('sid', 'pending', { secure: true });
    res.end();
  });
  app.post('/session/ok', (req, res) => {
    // ok: js-insecure-cookie
    res.cookie('sid', 'pending', { secure: true, httpOnly: true });
    res.end();
  });
};
