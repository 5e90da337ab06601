const { DOMParser } = require('@xmldom/xmldom');

exports.importInvoice = (req, res) => {
  const doc = new DOMParser().parseFromString(String(req.body), 'text/xml');
  const lines = Array.from(doc.getElementsByTagName('line')).map((el) => ({
    sku: el.getAttribute('sku'),
    qty: Number(el.getAttribute('qty')) || 0,
  }));
  const total = lines.reduce((sum, line) => sum + line.qty, 0);
  res.json({ lines, total });
};
