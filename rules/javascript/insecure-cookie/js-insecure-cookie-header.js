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
