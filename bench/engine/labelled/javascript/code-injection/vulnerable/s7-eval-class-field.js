const express = require('express');
const app = express();
app.use(express.json());

class Calculator {
  constructor(expression) {
    this.expression = expression;
  }
  run() {
    return eval(this.expression);
  }
}

app.post('/calc', (req, res) => {
  const calc = new Calculator(String(req.body.expression).trim());
  res.json({ result: calc.run() });
});

module.exports = app;
