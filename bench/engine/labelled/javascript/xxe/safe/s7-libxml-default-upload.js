const express = require('express');
const libxmljs = require('libxmljs');
const app = express();
app.use(express.text({ type: 'application/xml' }));

function parseInvoice(xml) {
  return libxmljs.parseXml(xml, { noent: false, nonet: true });
}

app.post('/invoices', (req, res) => {
  const doc = parseInvoice(req.body);
  const total = doc.get('//total');
  res.json({ total: total ? total.text() : null });
});

module.exports = app;
