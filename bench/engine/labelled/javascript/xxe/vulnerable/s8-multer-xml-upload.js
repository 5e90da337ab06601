const express = require('express');
const multer = require('multer');
const libxmljs = require('libxmljs');

const router = express.Router();
const upload = multer({ storage: multer.memoryStorage() });

router.post('/import', upload.single('file'), (req, res) => {
  const text = req.file.buffer.toString('utf8');
  const doc = libxmljs.parseXmlString(text, { noent: true, noblanks: true });
  res.json({ root: doc.root().name() });
});

module.exports = router;
