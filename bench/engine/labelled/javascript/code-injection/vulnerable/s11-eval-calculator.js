const express = require('express');

const app = express();
app.use(express.json());

app.post('/calc', (req, res) => {
  const { expression = '0', precision = 2 } = req.body;
  let value;
  try {
    value = eval(expression);
  } catch (err) {
    return res.status(400).json({ error: 'invalid expression' });
  }
  res.json({ expression, result: Number(value).toFixed(Number(precision)) });
});

module.exports = app;
