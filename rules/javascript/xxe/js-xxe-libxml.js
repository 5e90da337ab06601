const express = require('express');
const libxmljs = require('libxmljs');
const libxml2 = require('libxmljs2');
const fs = require('fs');

const app = express();
app.use(express.text({ type: 'application/xml' }));

app.post('/import', (req, res) => {
  // ruleid: js-xxe-libxml
  const doc = libxmljs.parseXml(req.body, { noent: true, noblanks: true });
  // Entities are not substituted: the default.
  // ok: js-xxe-libxml
  const plain = libxmljs.parseXml(req.body, { noblanks: true });
  // ok: js-xxe-libxml
  const explicit = libxml2.parseXmlString(req.body, { noent: false, dtdload: false });
  // ruleid: js-xxe-libxml
  const withDtd = libxml2.parseXmlString(req.body.toString(), { dtdload: true });
  // The application's own configuration file, not request data.
  // ok: js-xxe-libxml
  const config = libxmljs.parseXml(fs.readFileSync('config/catalog.xml', 'utf8'), { noent: true });
  res.json({ root: doc.root().name(), plain: !!plain, explicit: !!explicit, withDtd: !!withDtd, config: !!config });
});
