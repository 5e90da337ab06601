const { exec } = require('child_process');
const path = require('path');
const multer = require('multer');
const express = require('express');

const upload = multer({ dest: '/tmp/uploads' });
const router = express.Router();

router.post('/thumbnail', upload.single('image'), (req, res) => {
  const size = req.body.size || '200x200';
  const out = path.join('/tmp/thumbs', `${req.file.filename}.png`);
  exec(`convert ${req.file.path} -resize ${size} ${out}`, (err) => {
    if (err) {
      return res.status(500).json({ error: 'conversion failed' });
    }
    res.sendFile(out);
  });
});

module.exports = router;
