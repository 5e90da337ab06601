const { spawn } = require('child_process');

exports.handler = async function (req, res) {
  const archive = req.query.name;
  const child = spawn('tar', ['-czf', `/tmp/${archive}.tgz`, '/srv/data']);
  child.on('close', (code) => res.json({ code }));
};
