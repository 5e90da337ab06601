const vm = require('vm');

const FORMULA = new vm.Script('subtotal * (1 + rate) - discount');

exports.quote = (req, res) => {
  const { subtotal = 0, discount = 0 } = req.body;
  const context = vm.createContext({
    subtotal: Number(subtotal),
    discount: Number(discount),
    rate: 0.2,
  });
  const total = FORMULA.runInContext(context, { timeout: 20 });
  res.json({ total: Math.round(total * 100) / 100 });
};
