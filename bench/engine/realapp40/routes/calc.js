'use strict';

const express = require('express');
const calc = require('../core/calc');
const render = require('../core/render');

const router = express.Router();

router.get('/', (req, res) => {
  res.render('calc', { result: null, expression: '' });
});

router.post('/eval', (req, res) => {
  let result;
  try {
    result = calc.evaluateExpression(req.body.expression);
  } catch (err) {
    result = 'error';
  }
  res.render('calc', { result, expression: req.body.expression });
});

router.post('/arith', (req, res) => {
  let result;
  try {
    result = calc.evaluateArithmetic(req.body.left, req.body.op, req.body.right);
  } catch (err) {
    result = 'error';
  }
  res.json({ result });
});

router.post('/sandbox', (req, res) => {
  let result;
  try {
    result = calc.evaluateInSandbox(req.body.code, { belt: 'white', score: 0 });
  } catch (err) {
    result = 'error';
  }
  res.json({ result: String(result) });
});

router.post('/math', (req, res) => {
  let result;
  try {
    result = calc.evaluateMath(String(req.body.expression), { x: Number(req.body.x) || 0 });
  } catch (err) {
    result = 'error';
  }
  res.json({ result: String(result) });
});

router.get('/grade/:kind', (req, res) => {
  const kind = req.params.kind === 'sparring' ? 'sparring' : 'kata';
  const grade = calc.gradeFormula(kind);
  res.json({ grade: grade(Number(req.query.score), Number(req.query.speed), Number(req.query.style)) });
});

router.post('/timer', (req, res) => {
  const delay = Math.min(parseInt(req.body.seconds, 10) || 1, 10) * 1000;
  setTimeout(() => console.log('timer fired for', req.ip), delay);
  res.json({ scheduled: delay });
});

router.post('/banner', (req, res) => {
  res.send(render.renderCustomBanner(req.body.template, { name: req.body.name }));
});

module.exports = router;
