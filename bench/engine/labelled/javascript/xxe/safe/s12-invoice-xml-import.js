const express = require('express');
const libxmljs = require('libxmljs');

const router = express.Router();
router.use(express.text({ type: ['application/xml', 'text/xml'] }));

router.post('/invoices/import', (req, res) => {
  let doc;
  try {
    doc = libxmljs.parseXml(req.body, { noent: false, nonet: true, noblanks: true });
  } catch (err) {
    return res.status(400).json({ error: 'invalid xml' });
  }
  const lines = doc.find('//line').map((n) => ({ sku: n.attr('sku').value(), qty: Number(n.text()) }));
  res.json({ number: doc.get('//number').text(), lines });
});

module.exports = router;
