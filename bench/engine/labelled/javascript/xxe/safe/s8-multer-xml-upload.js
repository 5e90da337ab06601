const express = require('express');
const multer = require('multer');
const { XMLParser } = require('fast-xml-parser');

const router = express.Router();
const upload = multer({ storage: multer.memoryStorage() });

router.post('/import', upload.single('file'), (req, res) => {
  const text = req.file.buffer.toString('utf8');
  const doc = new XMLParser().parse(text);
  res.json({ root: Object.keys(doc)[0] });
});

module.exports = router;
