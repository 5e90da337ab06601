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
