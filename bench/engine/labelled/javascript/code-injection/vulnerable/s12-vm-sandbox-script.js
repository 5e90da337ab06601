const vm = require('vm');

class ScriptRunner {
  constructor(helpers) {
    this.helpers = helpers;
  }

  run(source, input) {
    const sandbox = { input, result: null, helpers: this.helpers };
    vm.runInNewContext(source, sandbox, { timeout: 1000 });
    return sandbox.result;
  }
}

const runner = new ScriptRunner({ upper: (s) => s.toUpperCase() });

module.exports = function runUserScript(req, res) {
  try {
    const result = runner.run(req.body.script, req.body.input);
    res.json({ result });
  } catch (err) {
    res.status(400).json({ error: err.message });
  }
};
