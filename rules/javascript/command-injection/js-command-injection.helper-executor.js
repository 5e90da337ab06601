// A helper that wraps `exec` in a promise, called from a method of a service object: the promise's
// executor runs on the spot, with the command the helper was given.
const { exec } = require('child_process');

function run(cmd) {
  return new Promise((resolve, reject) => {
    // ruleid: js-command-injection
    exec(cmd, (err, stdout) => (err ? reject(err) : resolve(stdout)));
  });
}

const media = {
  probe(file) {
    // ruleid: js-command-injection
    return run(`ffprobe -show_format "${file}"`);
  },
  version() {
    return run('ffprobe -version');
  },
};

exports.probe = (req, res, next) => {
  // ruleid: js-command-injection
  media
    .probe(req.body.file)
    .then((out) => res.json(JSON.parse(out)))
    .catch(next);
};

exports.version = (req, res, next) => {
  media
    .version()
    .then((out) => res.send(out))
    .catch(next);
};
