const express = require('express');

const app = express();
app.use(express.text());

const OPS = {
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  div: (a, b) => (b === 0 ? NaN : a / b),
};

app.post('/calc', (req, res) => {
  let payload;
  try {
    payload = JSON.parse(req.body);
  } catch (err) {
    return res.status(400).json({ error: 'invalid json' });
  }
  const op = OPS[payload.op];
  if (typeof op !== 'function') {
    return res.status(400).json({ error: 'unknown op' });
  }
  res.json({ result: op(Number(payload.a), Number(payload.b)) });
});

module.exports = app;
