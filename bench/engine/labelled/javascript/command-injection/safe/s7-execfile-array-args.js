const express = require('express');
const { execFile } = require('child_process');
const app = express();

function pingArgs(host) {
  return ['-c', '1', host.trim()];
}

app.get('/ping', (req, res) => {
  execFile('ping', pingArgs(String(req.query.host)), (err, stdout) => {
    res.type('text/plain').send(err ? 'unreachable' : stdout);
  });
});

module.exports = app;
