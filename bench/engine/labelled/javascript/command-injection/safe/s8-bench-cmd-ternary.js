const express = require('express');
const cp = require('child_process');

const router = express.Router();

router.get('/tool', (req, res) => {
  const param = req.headers['x-tool-arg'] || '';
  const bar = 7 * 2 < 10 ? param : 'safe-value';
  const cmd = 'ls -la ' + bar;
  cp.exec(cmd, (error, stdout) => {
    res.send(error ? 'error' : 'done');
  });
});

module.exports = router;
