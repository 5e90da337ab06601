const { execSync } = require('child_process');

exports.bundle = function bundle(req, res) {
  const files = [].concat(req.body.files || []);
  const cmd = ['tar', '-czf', '/tmp/bundle.tgz', ...files].join(' ');
  execSync(cmd, { cwd: '/srv/shared' });
  res.download('/tmp/bundle.tgz');
};
