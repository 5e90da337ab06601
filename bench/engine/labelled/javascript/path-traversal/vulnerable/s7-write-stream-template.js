const express = require('express');
const fs = require('fs');
const router = express.Router();

router.post('/export', (req, res) => {
  const { filename, rows } = req.body;
  const out = fs.createWriteStream(`/tmp/exports/${filename}`);
  for (const row of rows || []) {
    out.write(JSON.stringify(row) + '\n');
  }
  out.end();
  res.json({ saved: true });
});

module.exports = router;
