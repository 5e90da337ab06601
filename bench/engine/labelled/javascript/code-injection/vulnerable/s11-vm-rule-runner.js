const vm = require('vm');

class RuleRunner {
  constructor(timeout) {
    this.timeout = timeout;
  }

  evaluate(rule, facts) {
    const sandbox = { facts: Object.freeze({ ...facts }), result: null };
    vm.runInNewContext(`result = (${rule})`, sandbox, { timeout: this.timeout });
    return sandbox.result;
  }
}

const runner = new RuleRunner(50);

exports.checkRule = (req, res) => {
  const { rule, facts = {} } = req.body;
  try {
    res.json({ matched: Boolean(runner.evaluate(rule, facts)) });
  } catch (err) {
    res.status(422).json({ error: err.message });
  }
};
