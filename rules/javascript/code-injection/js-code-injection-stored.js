// Pricing rules kept in the database and applied by a job; the model lives outside the tree.
const vm = require('vm');
const Rule = require('../models/rule');

async function applyRules(cart) {
  const rules = await Rule.find({ active: true });
  for (const rule of rules) {
    // ruleid: js-code-injection-stored
    cart.total = vm.runInNewContext(rule.expression, { total: cart.total, items: cart.items });
  }
  return cart;
}

async function applyNamedRules(cart) {
  const rules = await Rule.find({ active: true });
  const handlers = { discount10: (t) => t * 0.9, freeShipping: (t) => t };
  for (const rule of rules) {
    const fn = handlers[rule.kind];
    // ok: js-code-injection-stored
    if (typeof fn === 'function') cart.total = fn(cart.total);
  }
  // ok: js-code-injection-stored
  return vm.runInNewContext('Math.round(total * 100) / 100', { total: cart.total });
}

module.exports = { applyRules, applyNamedRules };
