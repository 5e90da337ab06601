const { execFile } = require('child_process');
const path = require('path');
const multer = require('multer');
const express = require('express');

const upload = multer({ dest: '/tmp/uploads' });
const router = express.Router();

router.post('/thumbnail', upload.single('image'), (req, res) => {
  const size = req.body.size || '200x200';
  if (!/^\d{1,4}x\d{1,4}$/.test(size)) {
    return res.status(400).json({ error: 'bad size' });
  }
  const out = path.join('/tmp/thumbs', `${req.file.filename}.png`);
  execFile('convert', [req.file.path, '-resize', size, out], (err) => {
    if (err) {
      return res.status(500).json({ error: 'conversion failed' });
    }
    res.sendFile(out);
  });
});

module.exports = router;
