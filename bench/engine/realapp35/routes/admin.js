'use strict';

var admin = require('../controllers/adminController');
var imports = require('../controllers/importController');
var auth = require('../middleware/auth');
var validate = require('../middleware/validate');
var upload = require('../middleware/upload');

module.exports = function (app, db) {
  app.get('/admin', auth.requireStaff, admin.dashboard(db));
  app.get('/admin/clients', auth.requireStaff, validate.paging, admin.clients(db));
  app.get('/admin/clients/postcode', auth.requireStaff, admin.byPostcode(db));
  app.get('/admin/report', auth.requireAdmin, admin.report(db));
  app.post('/admin/export', auth.requireAdmin, admin.exportCsv(db));
  app.post('/admin/clinic', auth.requireAdmin, admin.switchClinic);
  app.post('/admin/letters', auth.requireStaff, admin.letter);
  app.post('/admin/letters/custom', auth.requireAdmin, admin.customLetter);
  app.post('/admin/import', auth.requireAdmin, upload.single('file'), imports.importClients(db));
  app.get('/admin/import/lookup', auth.requireAdmin, imports.lookup);
  app.post('/admin/import/xml', auth.requireAdmin, imports.importXml(db));
};
