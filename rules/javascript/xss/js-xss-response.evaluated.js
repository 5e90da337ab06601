// What evaluated request text returns is text its writer chose: eval("'<img src=x onerror=alert(1)>'").
const express = require('express');
const vm = require('vm');

const app = express();
app.use(express.urlencoded({ extended: false }));

function evaluate(expression) {
  return eval(expression);
}

app.post('/calc', (req, res) => {
  const result = evaluate(req.body.expression);
  // ruleid: js-xss-response
  res.send('<p class="result">' + result + '</p>');
});

app.post('/sandbox', (req, res) => {
  const out = vm.runInNewContext(req.body.code, { score: 0 }, { timeout: 50 });
  // ruleid: js-xss-response
  res.send(`<pre>${out}</pre>`);
});

app.post('/sum', (req, res) => {
  const a = Number(req.body.a);
  const b = Number(req.body.b);
  // Numbers in, a number out.
  // ok: js-xss-response
  res.send('<p>' + eval(a + '+' + b) + '</p>');
});

app.post('/preset', (req, res) => {
  const out = vm.runInNewContext('score * 2', { score: Number(req.body.score) || 0 });
  // ok: js-xss-response
  res.send('<p>' + out + '</p>');
});

module.exports = app;
