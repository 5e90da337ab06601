const OPS = {
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
};

module.exports = (app) => {
  app.post('/api/calc', (req, res) => {
    const { op, a, b } = req.body;
    const fn = Object.prototype.hasOwnProperty.call(OPS, op) ? OPS[op] : null;
    if (!fn) return res.status(400).json({ error: 'bad op' });
    res.json({ value: fn(Number(a), Number(b)) });
  });
};
