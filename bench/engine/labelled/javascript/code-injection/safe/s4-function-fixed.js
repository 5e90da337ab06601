const OPS = { double: (x) => x * 2, square: (x) => x * x };

module.exports = (req, res) => {
  const { op, x = 0 } = req.body;
  const fn = OPS[op] || ((v) => v);
  res.json({ result: fn(Number(x)) });
};
