const add = new Function('a', 'b', 'return a + b;');

exports.run = (req, res) => {
  const a = Number(req.query.a);
  const b = Number(req.query.b);
  res.json({ sum: add(a, b) });
};
