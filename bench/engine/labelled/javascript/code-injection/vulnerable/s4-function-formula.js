module.exports = (req, res) => {
  const { formula, x = 0 } = req.body;
  const fn = new Function('x', `return ${formula};`);
  res.json({ result: fn(Number(x)) });
};
