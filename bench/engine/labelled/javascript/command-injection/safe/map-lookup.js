const { exec } = require('child_process');
const SERVICES = { web: 'systemctl status nginx', db: 'systemctl status postgresql' };

module.exports = (req, res) => {
  const command = SERVICES[req.query.service];
  if (!command) return res.sendStatus(404);
  exec(command, (err, stdout) => res.type('text/plain').send(stdout));
};
