// Hand-written deep merges called from route handlers: the recursive call writes under a
// request-chosen key into `target[key]`, which is Object.prototype when the key is `__proto__`
// (JSON.parse keeps such a key as an own property). Skipping the prototype keys stops it.
const express = require('express');

const app = express();
app.use(express.json());
const defaults = { theme: { color: 'blue' } };

function deepMerge(target, source) {
  for (const key in source) {
    if (typeof source[key] === 'object' && source[key] !== null) {
      // ruleid: js-prototype-pollution (the sink inside the helper; each call that passes request data is reported too)
      target[key] = target[key] || {};
      deepMerge(target[key], source[key]);
    } else {
      // ruleid: js-prototype-pollution (the sink inside the helper; each call that passes request data is reported too)
      target[key] = source[key];
    }
  }
  return target;
}

function guardedMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (typeof source[key] === 'object' && source[key] !== null) {
      target[key] = target[key] || {};
      guardedMerge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

function copyKeys(target, source) {
  // ruleid: js-prototype-pollution (the sink inside the helper; each call that passes request data is reported too)
  for (const k in source) target[k] = source[k];
}

function mergeSections(target, source) {
  for (const section in source) copyKeys(target[section], source[section]);
}

app.post('/prefs', (req, res) => {
  // ruleid: js-prototype-pollution
  const merged = deepMerge(defaults, JSON.parse(req.body.prefs));
  res.json(merged);
});

app.post('/prefs-checked', (req, res) => {
  // ok: js-prototype-pollution
  const merged = guardedMerge({}, JSON.parse(req.body.prefs));
  res.json(merged);
});

app.post('/sections', (req, res) => {
  const sections = { ui: {}, mail: {} };
  // ruleid: js-prototype-pollution
  mergeSections(sections, req.body);
  res.json(sections);
});

app.post('/fixed', (req, res) => {
  // ok: js-prototype-pollution
  const merged = deepMerge({}, { theme: { color: 'green' } });
  res.json({ merged, name: String(req.body.name) });
});

module.exports = app;
