const { spawn } = require('child_process');

const TOOLS = new Map([
  ['uptime', ['uptime', []]],
  ['disk', ['df', ['-h']]],
  ['memory', ['free', ['-m']]],
]);

module.exports = { handler };

function handler(req, res) {
  const entry = TOOLS.get(req.params.tool);
  if (!entry) return res.sendStatus(404);
  const [cmd, args] = entry;
  const child = spawn(cmd, args);
  child.stdout.pipe(res);
}
