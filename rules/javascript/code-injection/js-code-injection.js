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

const safeEval = require('notevil');
const MarsDB = require('marsdb');
const reviews = new MarsDB.Collection('reviews');

app.post('/orders/:id', (req, res) => {
  const sandbox = { safeEval, orderLines: req.body.orderLines };
  vm.createContext(sandbox);
  // The script text is constant, but it evaluates a field of its context.
  // ruleid: js-code-injection
  vm.runInContext('safeEval(orderLines)', sandbox, { timeout: 2000 });
  // ruleid: js-code-injection
  const total = safeEval(req.body.expression);
  // ok: js-code-injection
  vm.runInNewContext('lines.length', { lines: [1, 2, 3] });
  // ruleid: js-code-injection
  const plugin = require('./plugins/' + req.params.id);
  // ok: js-code-injection
  const known = require('./plugins/' + 'default');
  // ruleid: js-code-injection
  reviews.find({ $where: 'this.product == ' + req.params.id });
  // An equality query is not code (operator injection is its own rule).
  // ok: js-code-injection
  reviews.find({ product: String(req.params.id) });
  // Stripped to a safe alphabet: no quote or operator survives into the `$where` code.
  // ok: js-code-injection
  reviews.find({ $where: `this.sku === '${req.params.id.replace(/[^a-zA-Z0-9_-]+/g, '')}'` });
  // ruleid: js-code-injection
  reviews.find({ $where: `this.sku === '${req.params.id.replace(/[^a-zA-Z0-9_-]+/, '')}'` });
  // ruleid: js-code-injection
  import(req.query.module).then((m) => m.run());
  // ok: js-code-injection
  import('./plugins/default.js').then((m) => m.run());
  res.json({ total, plugin, known });
});

app.post('/quotes', (req, res) => {
  // Request data in the context of a constant script that evaluates nothing is data.
  const context = vm.createContext({ note: req.body.note, words: 0 });
  // ok: js-code-injection
  vm.runInContext('words = note.split(" ").length', context, { timeout: 50 });
  // ok: js-code-injection
  const size = new vm.Script('note.length').runInNewContext({ note: req.body.note });
  // The script evaluates its context's text.
  // ruleid: js-code-injection
  vm.runInNewContext('eval(note)', { note: req.body.note });
  // The script text itself is not known here.
  // ruleid: js-code-injection
  vm.runInNewContext(loadScript(req.body.kind), { note: req.body.note });
  // A compiled script whose context carries an evaluating library.
  const compiled = new vm.Script('check(expression)');
  // ruleid: js-code-injection
  compiled.runInNewContext({ check: safeEval, expression: req.body.expression });
  res.json({ context, size });
});

function loadScript(kind) {
  return require('fs').readFileSync(`scripts/${kind === 'a' ? 'a' : 'b'}.js`, 'utf8');
}
