const vm = require('vm');

const script = new vm.Script('Math.round(price * (1 + rate) * 100) / 100');

module.exports = (app) => {
  app.post('/api/formula', (req, res) => {
    const price = Number(req.body.price);
    const rate = Number(req.body.rate);
    const result = script.runInNewContext({ price, rate, Math }, { timeout: 100 });
    res.json({ result });
  });
};
