'use strict';

var accounts = require('../controllers/accountController');
var auth = require('../middleware/auth');

module.exports = function (app, db) {
  app.get('/account', auth.requireLogin, accounts.show(db));
  app.post('/account/preferences', auth.requireLogin, accounts.savePreferences(db));
  app.post('/account/setting', auth.requireLogin, accounts.saveSetting(db));
  app.post('/account/notifications', auth.requireLogin, accounts.toggleNotification(db));
  app.post('/account/theme', auth.requireLogin, accounts.setTheme);
  app.post('/account/remember', auth.requireLogin, accounts.rememberDevice);
  app.get('/account/sso', accounts.ssoLogin);
};
