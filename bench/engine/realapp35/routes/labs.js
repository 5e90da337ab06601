'use strict';

var labs = require('../controllers/labController');
var auth = require('../middleware/auth');

module.exports = function (app) {
  app.get('/labs', auth.requireLogin, labs.index);
  app.get('/labs/result', auth.requireLogin, labs.result);
  app.get('/labs/raw', auth.requireLogin, labs.raw);
  app.get('/labs/archive', auth.requireLogin, labs.archived);
  app.get('/labs/attachment', auth.requireLogin, labs.attachment);
  app.get('/labs/report', auth.requireLogin, labs.report);
  app.post('/labs/import', auth.requireStaff, labs.importFromUrl);
  app.post('/labs/notify', auth.requireStaff, labs.registerWebhook);
  app.post('/labs/callback', labs.callback);
  app.post('/labs/hook', labs.hook);
};
