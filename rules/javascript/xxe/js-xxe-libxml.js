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

const vm = require('vm');

app.post('/import/sandboxed', (req, res) => {
  const data = req.body.xml;
  const sandbox = { libxmljs, data };
  vm.createContext(sandbox);
  // The parse runs in a sandbox, with entities expanded.
  // ruleid: js-xxe-libxml
  const doc = vm.runInContext('libxmljs.parseXml(data, { noblanks: true, noent: true })', sandbox, { timeout: 500 });
  // The same sandbox, entities left alone.
  // ok: js-xxe-libxml
  const plain = vm.runInContext('libxmljs.parseXml(data, { noblanks: true })', sandbox, { timeout: 500 });
  // Entities expanded, but over a constant document.
  // ok: js-xxe-libxml
  const fixed = vm.runInNewContext('libxmljs.parseXml(doc, { noent: true })', { libxmljs, doc: '<a/>' });
  res.json({ doc: String(doc), plain: String(plain), fixed: String(fixed) });
});
