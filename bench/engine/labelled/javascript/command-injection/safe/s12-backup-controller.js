const { execFileSync } = require('child_process');
const projects = require('../config/projects.json');

exports.archiveProject = (req, res) => {
  const project = req.params.project;
  if (!Object.prototype.hasOwnProperty.call(projects, project)) {
    return res.status(404).json({ ok: false });
  }
  const stamp = new Date().toISOString().slice(0, 10);
  try {
    execFileSync('tar', ['czf', `/var/backups/${stamp}.tgz`, '-C', '/srv/projects', '--', projects[project].dir], { timeout: 60000 });
    res.json({ ok: true, file: `${stamp}.tgz` });
  } catch (e) {
    res.status(500).json({ ok: false });
  }
};
