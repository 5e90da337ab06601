const vm = require('vm');

module.exports = (app) => {
  app.post('/api/formula', (req, res) => {
    const { expression, values } = req.body;
    const result = vm.runInNewContext(expression, { ...values, Math }, { timeout: 100 });
    res.json({ result });
  });
};
