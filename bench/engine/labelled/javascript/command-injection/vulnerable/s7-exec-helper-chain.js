const express = require('express');
const { exec } = require('child_process');
const app = express();

function normalize(host) {
  return host.toLowerCase().trim();
}

function buildCommand(host) {
  return `ping -c 1 ${normalize(host)}`;
}

app.get('/ping', (req, res) => {
  exec(buildCommand(req.query.host), (err, stdout) => {
    res.type('text/plain').send(err ? 'unreachable' : stdout);
  });
});

module.exports = app;
