const express = require('express');
const router = express.Router();

const defaults = { theme: { color: 'blue' } };

function merge(target, source) {
  for (const key in source) {
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
