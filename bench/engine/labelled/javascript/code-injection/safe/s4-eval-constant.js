module.exports = (req, res) => {
  const n = parseInt(req.query.n, 10) || 0;
  const value = eval('(' + n + ' * 2)');
  res.json({ value });
};
