const { execSync } = require('child_process');

exports.archiveProject = (req, res) => {
  const project = req.params.project;
  const stamp = new Date().toISOString().slice(0, 10);
  try {
    execSync('tar czf /var/backups/' + stamp + '.tgz -C /srv/projects ' + project, { timeout: 60000 });
    res.json({ ok: true, file: `${stamp}.tgz` });
  } catch (e) {
    res.status(500).json({ ok: false });
  }
};
