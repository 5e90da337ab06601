const express = require('express');

const router = express.Router();
const settings = { theme: { mode: 'light' }, notifications: { email: true } };
const BLOCKED = new Set(['__proto__', 'constructor', 'prototype']);

function deepMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (BLOCKED.has(key)) continue;
    if (source[key] && typeof source[key] === 'object') {
      if (!Object.prototype.hasOwnProperty.call(target, key)) target[key] = {};
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
