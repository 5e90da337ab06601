const Router = require('@koa/router');
const vm = require('vm');

const router = new Router();
const formula = new vm.Script('price * qty * (1 - discount)');

router.post('/sandbox/price', async (ctx) => {
  const { price = 0, qty = 1, discount = 0 } = ctx.request.body;
  const context = vm.createContext({ price: Number(price), qty: Number(qty), discount: Number(discount) });
  ctx.body = { result: formula.runInContext(context, { timeout: 50 }) };
});

module.exports = router;
