const express = require('express');
const mongoose = require('mongoose');

const Invoice = mongoose.model('Invoice', new mongoose.Schema({ owner: String, total: Number }));
const app = express();

app.get('/invoices/:id', async (req, res) => {
  // ruleid: js-idor-unchecked-lookup
  const invoice = await Invoice.findById(req.params.id);
  // The lookup is scoped to the signed-in user.
  // ok: js-idor-unchecked-lookup
  const mine = await Invoice.findOne({ _id: req.params.id, owner: req.user.id });
  // ok: js-idor-unchecked-lookup
  const self = await Invoice.findById(req.user.invoiceId);
  res.json({ invoice, mine, self });
});
