const { exec } = require('child_process');

module.exports = (req, res) => {
  const agent = req.headers['user-agent'];
  exec(`echo "${agent}" >> /var/log/agents.log`);
  res.sendStatus(204);
};
