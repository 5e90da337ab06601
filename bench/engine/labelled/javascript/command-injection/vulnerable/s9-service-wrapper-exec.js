const { exec } = require('child_process');

function run(cmd) {
  return new Promise((resolve, reject) => {
    exec(cmd, (err, stdout) => (err ? reject(err) : resolve(stdout)));
  });
}

const media = {
  probe(file) {
    return run(`ffprobe -v quiet -print_format json -show_format "${file}"`);
  },
};

exports.probe = (req, res, next) => {
  media
    .probe(req.body.file)
    .then((out) => JSON.parse(out))
    .then((info) => res.json(info))
    .catch(next);
};
