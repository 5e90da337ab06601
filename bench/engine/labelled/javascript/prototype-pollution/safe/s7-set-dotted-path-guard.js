const express = require('express');
const app = express();
app.use(express.json());

const settings = {};
const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];

function setPath(target, dotted, value) {
  const keys = dotted.split('.');
  if (keys.some((k) => FORBIDDEN.includes(k))) throw new Error('bad key');
  let cur = target;
  for (const key of keys.slice(0, -1)) {
    cur[key] = cur[key] || {};
    cur = cur[key];
  }
  cur[keys[keys.length - 1]] = value;
}

app.post('/settings', (req, res) => {
  try {
    setPath(settings, String(req.body.path), req.body.value);
  } catch (e) {
    return res.status(400).json({ error: 'bad path' });
  }
  res.json(settings);
});

module.exports = app;
