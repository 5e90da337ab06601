const { exec } = require('child_process');

const UNITS = {
  web: 'nginx.service',
  db: 'postgresql.service',
  queue: 'rabbitmq-server.service',
};

function unitStatus(unit) {
  return new Promise((resolve) => {
    exec(`systemctl is-active ${unit}`, (err, stdout) => {
      resolve(err ? 'inactive' : stdout.trim());
    });
  });
}

module.exports = async function serviceStatus(req, res) {
  const unit = UNITS[req.params.service];
  if (!unit) {
    return res.status(404).json({ error: 'unknown service' });
  }
  res.json({ service: req.params.service, state: await unitStatus(unit) });
};
