const express = require('express');
const multer = require('multer');
const fs = require('fs');
const path = require('path');

const upload = multer({ dest: 'uploads/' });
const router = express.Router();

router.post('/avatar', upload.single('avatar'), (req, res) => {
  if (req.body.previous) {
    fs.unlinkSync(path.join('uploads', req.body.previous));
  }
  res.json({ stored: req.file.filename });
});

module.exports = router;
