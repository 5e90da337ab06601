const express = require('express');
const path = require('path');

const router = express.Router();
const UPLOAD_DIR = path.join(__dirname, '..', 'uploads');

router.get('/attachments/download', (req, res) => {
  const file = req.query.file;
  if (!file) return res.status(400).end();
  res.download(path.join(UPLOAD_DIR, file), (err) => {
    if (err && !res.headersSent) res.status(404).json({ error: 'not found' });
  });
});

module.exports = router;
