const path = require('path');
const { getInvoice } = require('../services/invoices');

exports.invoicePdf = (req, res, next) =>
  getInvoice(req.user.id)
    .then((invoice) => {
      const dir = path.join(__dirname, 'pdf', String(invoice.year));
      res.sendFile(path.join(dir, req.query.attachment));
    })
    .catch(next);
