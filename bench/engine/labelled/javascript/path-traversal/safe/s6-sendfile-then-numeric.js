const path = require('path');
const { getInvoice } = require('../services/invoices');

exports.invoicePdf = (req, res, next) =>
  getInvoice(req.user.id)
    .then((invoice) => {
      const dir = path.join(__dirname, 'pdf', String(invoice.year));
      const page = parseInt(req.query.attachment, 10);
      if (Number.isNaN(page)) return res.sendStatus(400);
      res.sendFile(path.join(dir, `attachment-${page}.pdf`));
    })
    .catch(next);
