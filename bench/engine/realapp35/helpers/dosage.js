'use strict';

var DOSAGE_TABLE = {
  meloxicam: { expr: 'weight * 0.1', unit: 'mg', species: ['dog'] },
  amoxicillin: { expr: 'weight * 12.5', unit: 'mg', species: ['dog', 'cat'] },
  maropitant: { expr: 'weight * 1', unit: 'mg', species: ['dog', 'cat'] },
  fluids: { expr: 'weight * 50 + (age < 1 ? weight * 20 : 0)', unit: 'ml/day', species: ['dog', 'cat', 'rabbit'] }
};

exports.drugs = function () {
  return Object.keys(DOSAGE_TABLE).map(function (name) {
    return { name: name, unit: DOSAGE_TABLE[name].unit, species: DOSAGE_TABLE[name].species };
  });
};

exports.compile = function (drug) {
  if (!Object.prototype.hasOwnProperty.call(DOSAGE_TABLE, drug)) return null;
  return new Function('weight', 'age', 'return ' + DOSAGE_TABLE[drug].expr + ';');
};

exports.evaluate = function (expression, weight, age) {
  var source = String(expression).replace(/\bweight\b/g, String(weight)).replace(/\bage\b/g, String(age));
  return eval(source);
};

exports.round = function (value, places) {
  var f = Math.pow(10, places || 2);
  return Math.round(value * f) / f;
};
