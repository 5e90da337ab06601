const vm = require('vm');

class ReportController {
  run(req, res) {
    // ruleid: js-code-injection
    const total = eval(req.body.formula);
    res.json({ total });
  }

  sum(req, res) {
    const numbers = [Number(req.body.a), Number(req.body.b)];
    // ok: js-code-injection
    const total = vm.runInNewContext('a + b', { a: numbers[0], b: numbers[1] });
    res.json({ total });
  }
}

module.exports = new ReportController();
