const express = require('express');
const libxmljs = require('libxmljs');

module.exports = (app) => {
  app.post('/invoices/import', express.text({ type: 'application/xml' }), (req, res) => {
    const doc = libxmljs.parseXml(req.body, { noent: false, nonet: true });
    const total = doc.get('//total');
    res.json({ total: total ? total.text() : null });
  });
};
