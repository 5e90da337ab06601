const express = require('express');
const { exec } = require('child_process');

const router = express.Router();

router.get('/diagnostics/ping', (req, res) => {
  const { host, count = 3 } = req.query;
  if (!host) {
    return res.status(400).json({ error: 'host required' });
  }
  const attempts = Math.min(Number(count) || 3, 10);
  exec(`ping -c ${attempts} ${host}`, { timeout: 15000 }, (err, stdout, stderr) => {
    if (err) {
      return res.status(502).json({ error: stderr || err.message });
    }
    res.type('text/plain').send(stdout);
  });
});

module.exports = router;
