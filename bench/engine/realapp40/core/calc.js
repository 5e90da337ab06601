'use strict';

const vm = require('vm');
const math = require('mathjs');

const OPERATORS = { '+': true, '-': true, '*': true, '/': true };

function evaluateExpression(expression) {
  return eval(expression);
}

function evaluateArithmetic(left, operator, right) {
  const a = Number(left);
  const b = Number(right);
  if (!OPERATORS[operator] || Number.isNaN(a) || Number.isNaN(b)) throw new Error('bad input');
  return eval(a + operator + b);
}

function evaluateInSandbox(code, scope) {
  return vm.runInNewContext(code, Object.assign({}, scope), { timeout: 50 });
}

function evaluateMath(expression, scope) {
  return math.evaluate(expression, scope || {});
}

const GRADING = {
  kata: 'score * 0.6 + speed * 0.4',
  sparring: 'score * 0.8 + style * 0.2',
};

function gradeFormula(kind) {
  return new Function('score', 'speed', 'style', 'return ' + GRADING[kind] + ';');
}

module.exports = { evaluateExpression, evaluateArithmetic, evaluateInSandbox, evaluateMath, gradeFormula };
