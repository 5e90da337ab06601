const vm = require('vm');

exports.handler = async function (req, res) {
  const sandbox = { total: 0 };
  vm.runInNewContext(req.body.script, sandbox, { timeout: 50 });
  res.json(sandbox);
};
