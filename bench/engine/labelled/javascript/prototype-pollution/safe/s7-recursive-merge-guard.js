const express = require('express');
const router = express.Router();

const defaults = { theme: { color: 'blue' } };

function merge(target, source) {
  for (const key of Object.keys(source)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (typeof source[key] === 'object' && source[key] !== null) {
      target[key] = target[key] || {};
      merge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

router.post('/prefs', (req, res) => {
  const incoming = JSON.parse(req.body.prefs);
  res.json(merge(defaults, incoming));
});

module.exports = router;
