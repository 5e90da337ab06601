const express = require('express');
const libxmljs = require('libxmljs');

const router = express.Router();
router.use(express.text({ type: ['application/xml', 'text/xml'], limit: '1mb' }));

router.post('/invoices/import', (req, res) => {
  let doc;
  try {
    doc = libxmljs.parseXml(req.body, { noent: true, nocdata: true });
  } catch (e) {
    return res.status(400).json({ error: 'malformed xml' });
  }
  const lines = doc.find('//line').map((n) => ({
    sku: n.attr('sku') && n.attr('sku').value(),
    amount: Number(n.text()),
  }));
  res.json({ count: lines.length, lines });
});

module.exports = router;
