const ALLOWED = new Set(['/dashboard', '/settings', '/']);

module.exports = (req, res) => {
  const { next = '/' } = req.query;
  res.redirect(ALLOWED.has(next) ? next : '/');
};
