exports.login = (req, res) => {
  const sid = req.session.id;
  // ruleid: js-insecure-cookie-header
  res.setHeader('Set-Cookie', `sid=${sid}; Path=/`);
  // ok: js-insecure-cookie-header
  res.setHeader('Set-Cookie', `sid=${sid}; Path=/; HttpOnly; Secure; SameSite=Lax`);
  // ruleid: js-insecure-cookie-header
  res.append('Set-Cookie', 'lang=' + req.query.lang + '; HttpOnly');
  // ok: js-insecure-cookie-header
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.json({ ok: true });
};

// Handlers exported for a loader that read only the application's locals from the request.
exports.issue = async (req, res) => {
  const token = await req.app.locals.tokens.issue();
  // ruleid: js-insecure-cookie-header
  res.setHeader('Set-Cookie', `auth=${token}; Path=/; Max-Age=3600`);
  res.json({ ok: true });
};

exports.issueSecure = async (req, res) => {
  const token = await req.app.locals.tokens.issue();
  // ok: js-insecure-cookie-header
  res.setHeader('Set-Cookie', `auth=${token}; Path=/; HttpOnly; Secure; SameSite=Strict`);
  res.json({ ok: true });
};
