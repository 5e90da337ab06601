const express = require('express');
const _ = require('lodash');

const app = express();
const defaults = { theme: 'light', lang: 'en' };

app.post('/settings', (req, res) => {
  const settings = {};
  // ruleid: js-prototype-pollution
  _.merge(settings, req.body);
  // ruleid: js-prototype-pollution
  _.set(settings, req.body.path, req.body.value);
  // ok: js-prototype-pollution
  _.merge(settings, defaults);
  // Only known fields, converted, are copied.
  // ok: js-prototype-pollution
  _.merge(settings, { theme: String(req.body.theme) === 'dark' ? 'dark' : 'light' });
  res.json(settings);
});

app.post('/profile', (req, res) => {
  const profile = {};
  // Fields converted to strings have no keys to copy.
  // ok: js-prototype-pollution
  _.merge(profile, { theme: String(req.body.theme), lang: `${req.body.lang}` });
  // A field taken as it is can be an object with a `__proto__` key.
  // ruleid: js-prototype-pollution
  _.merge(profile, { theme: req.body.theme });
  // The path of a set is a string, and that string names the keys.
  // ruleid: js-prototype-pollution
  _.set(profile, String(req.body.path), 1);
  res.json(profile);
});

app.post('/config', (req, res) => {
  const config = {};
  const dotProp = require('dot-prop');
  // Set by path stores the value whole: only the path chooses keys.
  // ok: js-prototype-pollution
  _.set(config, 'ui.theme', req.body.value);
  // ok: js-prototype-pollution
  dotProp.set(config, 'mail.digest', req.body.digest);
  // ruleid: js-prototype-pollution
  dotProp.set(config, req.body.path, true);
  // zipObjectDeep takes its paths first.
  // ruleid: js-prototype-pollution
  const zipped = _.zipObjectDeep(req.body.paths, [1, 2]);
  // ok: js-prototype-pollution
  const fixed = _.zipObjectDeep(['a.b', 'a.c'], req.body.values);
  res.json({ config, zipped, fixed });
});

// Hand-written set-by-path and two-level writes (handlers exported for a loader).
const sections = { ui: {}, mail: {} };
const BLOCKED = ['__proto__', 'constructor', 'prototype'];

function setPath(obj, path, value) {
  const keys = String(path).split('.');
  let cur = obj;
  // ruleid: js-prototype-pollution (the sink inside the helper; each call that passes request data is reported too)
  for (const k of keys.slice(0, -1)) cur = cur[k] || (cur[k] = {});
  // ruleid: js-prototype-pollution (the sink inside the helper; each call that passes request data is reported too)
  cur[keys[keys.length - 1]] = value;
}

function setPathChecked(obj, path, value) {
  const keys = String(path).split('.');
  if (keys.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) return;
  let cur = obj;
  for (const k of keys.slice(0, -1)) cur = cur[k] || (cur[k] = {});
  cur[keys[keys.length - 1]] = value;
}

exports.twoLevel = (req, res) => {
  const { section, key, value } = req.body;
  // ruleid: js-prototype-pollution
  sections[section][key] = value;
  const group = sections[section];
  if (!BLOCKED.includes(key)) {
    // ok: js-prototype-pollution
    group[key] = value;
  }
  // One level only: at worst it replaces this object's own prototype.
  // ok: js-prototype-pollution
  sections[key] = value;
  // ok: js-prototype-pollution
  sections.ui[key] = value;
  // ruleid: js-prototype-pollution
  setPath(sections, req.body.path, value);
  // ok: js-prototype-pollution
  setPathChecked(sections, req.body.path, value);
  // ok: js-prototype-pollution
  setPath(sections, 'ui.theme', value);
  res.json({ ok: true });
};
