const express = require('express');
const path = require('path');

const router = express.Router();
const UPLOAD_DIR = path.join(__dirname, '..', 'uploads');

router.get('/attachments/download', (req, res) => {
  const file = req.query.file;
  if (!file) return res.status(400).end();
  const target = path.resolve(UPLOAD_DIR, String(file));
  if (!target.startsWith(UPLOAD_DIR + path.sep)) {
    return res.status(403).json({ error: 'forbidden' });
  }
  res.download(target, (err) => {
    if (err && !res.headersSent) res.status(404).json({ error: 'not found' });
  });
});

module.exports = router;
