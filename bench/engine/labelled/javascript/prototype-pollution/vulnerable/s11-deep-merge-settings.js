const express = require('express');

const router = express.Router();
const settings = { theme: { mode: 'light' }, notifications: { email: true } };

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function deepMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (isObject(source[key])) {
      if (!isObject(target[key])) {
        target[key] = {};
      }
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
