const express = require('express');
const { spawn } = require('child_process');

const app = express();

app.post('/backup/:name', (req, res) => {
  const archive = req.params.name;
  const child = spawn('sh', ['-c', 'tar czf /backups/' + archive + '.tgz /srv/data']);
  child.on('close', (code) => res.json({ code }));
});

app.listen(3000);
