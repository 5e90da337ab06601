const { execSync } = require('child_process');

const SAFE_NAME = /^[\w.-]+$/;

exports.bundle = function bundle(req, res) {
  const files = [].concat(req.body.files || []);
  if (!files.every((f) => SAFE_NAME.test(f) && !f.startsWith('-'))) {
    return res.status(400).send('bad file name');
  }
  const cmd = ['tar', '-czf', '/tmp/bundle.tgz', ...files].join(' ');
  execSync(cmd, { cwd: '/srv/shared' });
  res.download('/tmp/bundle.tgz');
};
