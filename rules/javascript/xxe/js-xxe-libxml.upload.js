// An uploaded file read back from where the upload middleware stored it: its contents are the
// client's. A file the server ships is not.
const express = require('express');
const multer = require('multer');
const fs = require('fs');
const libxmljs = require('libxmljs2');

const app = express();
const upload = multer({ dest: '/tmp/uploads' });

app.post('/import', upload.single('sitemap'), (req, res) => {
  const xml = fs.readFileSync(req.file.path, 'utf8');
  // ruleid: js-xxe-libxml
  const doc = libxmljs.parseXml(xml, { noent: true });
  const bundled = fs.readFileSync('/etc/app/defaults.xml', 'utf8');
  // ok: js-xxe-libxml
  const defaults = libxmljs.parseXml(bundled, { noent: true });
  res.json({ urls: doc.find('//url').length, defaults: defaults.root().name() });
});

app.post('/import-async', upload.single('sitemap'), async (req, res) => {
  const xml = await fs.promises.readFile(req.file.path, 'utf8');
  // ruleid: js-xxe-libxml
  const doc = libxmljs.parseXml(xml, { noent: true });
  res.json({ urls: doc.find('//url').length });
});
