'use strict';

var vm = require('vm');

// Growth formulas are entered by plan sponsors as arithmetic over the named inputs.
exports.compound = function (salary, rate, years, formula) {
    var body = formula || 'salary * Math.pow(1 + rate, years)';
    var fn = new Function('salary', 'rate', 'years', 'return ' + body + ';');
    return fn(salary, rate, years);
};

// Match rules are evaluated in a fresh context so they cannot see the process.
exports.employerMatch = function (salary, rule) {
    var sandbox = { salary: salary, result: 0 };
    vm.runInNewContext('result = ' + rule, sandbox, { timeout: 50 });
    return sandbox.result;
};

var FIXED_PLAN = new Function('salary', 'years', 'return salary * 0.06 * years;');

exports.fixedPlan = function (salary, years) {
    return FIXED_PLAN(salary, years);
};

exports.tierFor = function (balance) {
    var tiers = { bronze: 0, silver: 50000, gold: 250000 };
    var name = 'bronze';
    Object.keys(tiers).forEach(function (t) {
        if (balance >= tiers[t]) name = t;
    });
    return name;
};
