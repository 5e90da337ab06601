const express = require('express');
const app = express();
app.use(express.json());

const settings = {};

function setPath(target, dotted, value) {
  const keys = dotted.split('.');
  let cur = target;
  for (const key of keys.slice(0, -1)) {
    cur[key] = cur[key] || {};
    cur = cur[key];
  }
  cur[keys[keys.length - 1]] = value;
}

app.post('/settings', (req, res) => {
  setPath(settings, req.body.path, req.body.value);
  res.json(settings);
});

module.exports = app;
