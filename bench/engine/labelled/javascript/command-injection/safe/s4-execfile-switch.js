const { execFile } = require('child_process');

function commandFor(action, target) {
  switch (action) {
    case 'ping':
      return ['ping', ['-c', '1', target]];
    case 'dig':
      return ['dig', ['+short', target]];
    default:
      return ['true', []];
  }
}

module.exports = (req, res) => {
  const { action = 'ping', host } = req.body;
  const [file, args] = commandFor(action, host);
  execFile(file, args, (err, stdout) => {
    res.type('text/plain').send(err ? 'failed' : stdout);
  });
};
