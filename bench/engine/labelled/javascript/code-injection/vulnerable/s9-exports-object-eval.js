const { metrics } = require('../services/metrics');

module.exports = {
  async calc(req, res) {
    const { expr = '0', scale: factor = 1 } = req.query;
    const base = await metrics.current();
    const value = eval(expr) * Number(factor) + base;
    res.json({ value });
  },
};
