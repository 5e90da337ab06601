'use strict';

var invoices = require('../controllers/invoiceController');
var auth = require('../middleware/auth');
var validate = require('../middleware/validate');

module.exports = function (app) {
  app.get('/invoices', auth.requireLogin, invoices.list);
  app.get('/invoices/filter', auth.requireLogin, validate.oneOf('status', ['open', 'paid', 'void'], 'open'), invoices.filter);
  app.get('/invoices/:number', auth.requireLogin, invoices.show);
  app.get('/invoices/:number/download', auth.requireLogin, invoices.download);
  app.get('/invoice-files', auth.requireLogin, invoices.legacyDownload);
  app.post('/invoices/:number/print', auth.requireStaff, invoices.print);
};
