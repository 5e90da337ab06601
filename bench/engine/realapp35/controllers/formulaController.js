'use strict';

var vm = require('vm');
var dosage = require('../helpers/dosage');

var PRESETS = {
  bsa: 'result = 10.1 * Math.pow(weight * 1000, 2 / 3) / 10000',
  rer: 'result = 70 * Math.pow(weight, 0.75)',
  mer: 'result = 1.6 * 70 * Math.pow(weight, 0.75)'
};

function numbers(body) {
  return { weight: parseFloat(body.weight) || 0, age: parseFloat(body.age) || 0 };
}

exports.index = function (req, res) {
  var drugs = dosage.drugs();
  if (req.query.filter) {
    var matcher = new RegExp(req.query.filter, 'i');
    drugs = drugs.filter(function (d) { return matcher.test(d.name); });
  }
  res.render('formulas', { drugs: drugs, presets: Object.keys(PRESETS), formula: '', result: null });
};

exports.dose = function (req, res) {
  var n = numbers(req.body);
  var fn = dosage.compile(req.body.drug);
  if (!fn) return res.status(400).json({ error: 'Unknown drug' });
  res.json({ drug: req.body.drug, dose: dosage.round(fn(n.weight, n.age)) });
};

exports.tryFormula = function (req, res) {
  var n = numbers(req.body);
  var result;
  try {
    result = dosage.evaluate(req.body.formula, n.weight, n.age);
  } catch (e) {
    result = 'error: ' + e.message;
  }
  res.render('formulas', { drugs: dosage.drugs(), presets: Object.keys(PRESETS), formula: req.body.formula, result: result });
};

exports.custom = function (req, res) {
  var n = numbers(req.body);
  var vars = JSON.parse(req.body.vars || '{}');
  var fn = new Function('weight', 'age', 'vars', 'return (' + req.body.expression + ');');
  res.json({ result: fn(n.weight, n.age, vars) });
};

exports.sandbox = function (req, res) {
  var context = numbers(req.body);
  context.Math = Math;
  try {
    var out = vm.runInNewContext(req.body.formula, context, { timeout: 100 });
    res.json({ result: out });
  } catch (e) {
    res.status(400).json({ error: e.message });
  }
};

exports.preset = function (req, res) {
  var key = String(req.body.preset || '');
  if (!Object.prototype.hasOwnProperty.call(PRESETS, key)) return res.status(400).json({ error: 'Unknown preset' });
  var context = numbers(req.body);
  context.Math = Math;
  vm.runInNewContext(PRESETS[key], context, { timeout: 100 });
  res.json({ preset: key, result: Math.round(context.result) });
};
