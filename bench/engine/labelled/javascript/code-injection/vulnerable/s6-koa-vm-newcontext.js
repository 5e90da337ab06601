const vm = require('vm');

module.exports = async (ctx) => {
  const { code, vars = {} } = ctx.request.body;
  const sandbox = { ...vars, result: undefined };
  vm.runInNewContext(`result = ${code}`, sandbox, { timeout: 50 });
  ctx.body = { result: sandbox.result };
};
