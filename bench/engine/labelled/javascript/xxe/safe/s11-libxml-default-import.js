const express = require('express');
const libxmljs = require('libxmljs2');

const router = express.Router();
router.use(express.text({ type: 'application/xml' }));

router.post('/catalog/import', (req, res) => {
  let doc;
  try {
    doc = libxmljs.parseXml(req.body, { noblanks: true });
  } catch (err) {
    return res.status(400).json({ error: 'bad xml' });
  }
  const products = doc.find('//product').map((node) => ({
    sku: node.get('sku').text(),
    name: node.get('name').text(),
  }));
  res.json({ imported: products.length, products });
});

module.exports = router;
