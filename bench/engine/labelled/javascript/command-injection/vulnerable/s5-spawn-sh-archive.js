const { spawn } = require('child_process');

function archive(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', `tar czf /tmp/export.tgz ${dir}`]);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error('tar failed'))));
  });
}

exports.handler = async (req, res) => {
  await archive(req.body.directory);
  res.download('/tmp/export.tgz');
};
