exports.handler = async function (req, res) {
  const target = String(req.query.target || '/');
  if (!target.startsWith('/') || target.startsWith('//')) return res.redirect('/');
  res.redirect(target);
};
