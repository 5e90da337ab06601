const express = require('express');

const router = express.Router();
const settings = { theme: { mode: 'light' }, notifications: { email: true } };

function deepMerge(target, source) {
  for (const key in source) {
    if (source[key] && typeof source[key] === 'object') {
      if (!target[key]) target[key] = {};
      deepMerge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

router.patch('/settings', express.json(), (req, res) => {
  deepMerge(settings, req.body);
  res.json(settings);
});

module.exports = router;
