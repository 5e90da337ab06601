module.exports = (req, res) => {
  const expr = req.query.expr;
  const value = eval('(' + expr + ')');
  res.json({ value });
};
