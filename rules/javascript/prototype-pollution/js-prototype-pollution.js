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
