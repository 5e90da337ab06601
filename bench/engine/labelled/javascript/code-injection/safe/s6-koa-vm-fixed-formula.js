const vm = require('vm');

module.exports = async (ctx) => {
  const { width, height } = ctx.request.body;
  const sandbox = { w: Number(width) || 0, h: Number(height) || 0, result: undefined };
  vm.runInNewContext('result = w * h', sandbox, { timeout: 50 });
  ctx.body = { result: sandbox.result };
};
