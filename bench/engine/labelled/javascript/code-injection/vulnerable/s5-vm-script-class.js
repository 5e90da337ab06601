const vm = require('vm');

class RuleRunner {
  run(req, res) {
    const sandbox = { input: req.body.input, result: null };
    vm.createContext(sandbox);
    new vm.Script(req.body.script).runInContext(sandbox, { timeout: 100 });
    res.json({ result: sandbox.result });
  }
}

module.exports = new RuleRunner();
