const Router = require('@koa/router');
const vm = require('vm');

const router = new Router();

router.post('/sandbox/run', async (ctx) => {
  const { script, inputs = {} } = ctx.request.body;
  const context = vm.createContext({ ...inputs });
  ctx.body = { result: vm.runInContext(script, context, { timeout: 50 }) };
});

module.exports = router;
