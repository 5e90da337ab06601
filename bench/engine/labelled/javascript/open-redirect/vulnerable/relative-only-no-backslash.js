module.exports = function afterLogin(req, res) {
  const next = req.query.next;
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//')) return res.redirect('/');
  res.redirect(next);
};
