const { exec } = require('child_process');

exports.run = (req, res) => {
  const mount = req.query.mount || '/';
  exec('df -h', (err, stdout) => {
    if (err) return res.status(500).end();
    const line = stdout.split('\n').find((l) => l.endsWith(' ' + mount));
    res.json({ line: line || null });
  });
};
