const { exec } = require('child_process');

function run(cmd) {
  return new Promise((resolve, reject) => {
    exec(cmd, (err, stdout) => (err ? reject(err) : resolve(stdout)));
  });
}

const samples = { intro: '/media/intro.mp4', outro: '/media/outro.mp4' };

const media = {
  probe(file) {
    return run(`ffprobe -v quiet -print_format json -show_format "${file}"`);
  },
};

exports.probe = (req, res, next) => {
  const file = Object.prototype.hasOwnProperty.call(samples, req.body.sample) ? samples[req.body.sample] : null;
  if (!file) return res.status(404).end();
  media
    .probe(file)
    .then((out) => JSON.parse(out))
    .then((info) => res.json(info))
    .catch(next);
};
