const cp = require('child_process');

module.exports = (req, res) => {
  const branch = req.params.branch;
  try {
    const log = cp.execSync('git log --oneline ' + branch, { cwd: '/srv/repo' }).toString();
    res.type('text/plain').send(log);
  } catch (e) {
    res.status(400).send('bad branch');
  }
};
