const express = require('express');
const { spawn } = require('child_process');

const app = express();

app.post('/backup/:name', (req, res) => {
  const archive = req.params.name;
  if (!/^[a-z0-9_-]{1,32}$/i.test(archive)) {
    return res.status(400).send('invalid name');
  }
  const child = spawn('tar', ['czf', '/backups/' + archive + '.tgz', '/srv/data']);
  child.on('close', (code) => res.json({ code }));
});

app.listen(3000);
