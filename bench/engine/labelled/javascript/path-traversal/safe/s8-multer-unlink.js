const express = require('express');
const multer = require('multer');
const fs = require('fs');
const path = require('path');

const upload = multer({ dest: 'uploads/' });
const router = express.Router();

router.post('/avatar', upload.single('avatar'), (req, res) => {
  if (req.body.previous) {
    const name = path.basename(req.body.previous);
    fs.unlinkSync(path.join('uploads', name));
  }
  res.json({ stored: req.file.filename });
});

module.exports = router;
