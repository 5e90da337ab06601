const vm = require('vm');

const script = new vm.Script('total = price * quantity * (1 - discount)');

module.exports = async (req, res) => {
  const ctx = {
    price: Number(req.body.price) || 0,
    quantity: parseInt(req.body.quantity, 10) || 1,
    discount: 0.1,
    total: 0,
  };
  vm.createContext(ctx);
  script.runInContext(ctx);
  res.json({ total: ctx.total });
};
