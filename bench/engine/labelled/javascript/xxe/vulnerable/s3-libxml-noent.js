const express = require('express');
const libxmljs = require('libxmljs2');

const router = express.Router();

router.post('/import', express.text({ type: 'application/xml' }), (req, res) => {
  const doc = libxmljs.parseXml(req.body, { noent: true, dtdload: true });
  const names = doc.find('//item/name').map((n) => n.text());
  res.json({ imported: names.length });
});

module.exports = router;
