const express = require('express');
const fs = require('fs');
const path = require('path');
const router = express.Router();

const ROOT = path.resolve('/tmp/exports');

router.post('/export', (req, res) => {
  const { filename, rows } = req.body;
  const target = path.resolve(ROOT, String(filename));
  if (!target.startsWith(ROOT + path.sep)) return res.status(400).json({ error: 'bad name' });
  const out = fs.createWriteStream(target);
  for (const row of rows || []) {
    out.write(JSON.stringify(row) + '\n');
  }
  out.end();
  res.json({ saved: true });
});

module.exports = router;
