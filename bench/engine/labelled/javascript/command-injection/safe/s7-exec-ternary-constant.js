const express = require('express');
const { exec } = require('child_process');
const app = express();

const ALLOW_CUSTOM_DIR = false;

app.get('/logs', (req, res) => {
  const dir = ALLOW_CUSTOM_DIR ? req.query.dir : '/var/log/app';
  exec('ls -la ' + dir, (err, stdout) => {
    res.type('text/plain').send(err ? 'error' : stdout);
  });
});

module.exports = app;
