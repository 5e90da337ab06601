const { metrics } = require('../services/metrics');

const operations = new Map([
  ['add', (a, b) => a + b],
  ['sub', (a, b) => a - b],
  ['mul', (a, b) => a * b],
]);

module.exports = {
  async calc(req, res) {
    const { op = 'add', a = '0', b = '0' } = req.query;
    const fn = operations.get(op);
    if (!fn) return res.status(400).json({ error: 'unknown operation' });
    const base = await metrics.current();
    res.json({ value: fn(Number(a), Number(b)) + base });
  },
};
