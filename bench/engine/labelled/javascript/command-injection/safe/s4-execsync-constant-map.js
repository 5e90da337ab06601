const cp = require('child_process');

const COMMANDS = new Map([
  ['uptime', 'uptime'],
  ['disk', 'df -h /'],
]);

module.exports = (req, res) => {
  const cmd = COMMANDS.get(req.params.which);
  if (!cmd) return res.status(404).end();
  try {
    res.type('text/plain').send(cp.execSync(cmd).toString());
  } catch (e) {
    res.status(500).end();
  }
};
