const { spawn } = require('child_process');

exports.createBackup = (req, res) => {
  const { project, label } = req.body;
  const archive = `/backups/${project}-${label || Date.now()}.tar.gz`;
  const child = spawn('sh', ['-c', 'tar czf ' + archive + ' /srv/projects/' + project]);
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  child.on('close', (code) => {
    if (code !== 0) {
      return res.status(500).json({ error: errors.trim() });
    }
    res.status(201).json({ archive });
  });
};
