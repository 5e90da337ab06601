const express = require('express');
const fs = require('fs');

const router = express.Router();

class Holder {
  constructor(v) {
    this.value = v;
  }
  get() {
    return this.value;
  }
}

const LOGS = { access: 'access.log', audit: 'audit.log' };

router.post('/log', (req, res) => {
  const h = new Holder(LOGS[req.body.logName] || 'access.log');
  const stream = fs.createWriteStream(`/var/log/app/${h.get()}`, { flags: 'a' });
  stream.end('entry\n');
  res.send('ok');
});

module.exports = router;
