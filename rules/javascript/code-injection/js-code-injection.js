const express = require('express');
const vm = require('vm');

const app = express();
const OPERATIONS = { sum: (a, b) => a + b, max: Math.max };

app.post('/calc', (req, res) => {
  const expr = req.body.expression;
  // ruleid: js-code-injection
  const result = eval(expr);
  // ruleid: js-code-injection
  const fn = new Function('x', 'return ' + req.body.body);
  // ruleid: js-code-injection
  vm.runInNewContext(req.query.code, {});
  // ruleid: js-code-injection
  setTimeout('process(' + req.body.arg + ')', 10);
  // A function is not evaluated from text.
  // ok: js-code-injection
  setTimeout(() => console.log(expr), 10);
  // ok: js-code-injection
  const parsed = JSON.parse(req.body.json);
  // ok: js-code-injection
  eval('1 + 1');
  const op = OPERATIONS[req.body.op];
  // ok: js-code-injection
  vm.runInNewContext('a + b', { a: Number(req.body.a), b: Number(req.body.b) });
  res.json({ result, fn, parsed, op });
});
