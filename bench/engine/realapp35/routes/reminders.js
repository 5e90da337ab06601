'use strict';

var reminders = require('../controllers/reminderController');
var auth = require('../middleware/auth');

module.exports = function (app) {
  app.get('/reminders', auth.requireLogin, reminders.list);
  app.get('/reminders/search', auth.requireLogin, reminders.search);
  app.get('/reminders/count', auth.requireLogin, reminders.count);
  app.get('/reminders/unsubscribe', reminders.unsubscribe);
  app.post('/reminders/confirm', reminders.confirm);
  app.get('/reminders/:id', auth.requireLogin, reminders.show);
  app.post('/reminders', auth.requireLogin, reminders.create);
  app.post('/reminders/:id/preview', auth.requireLogin, reminders.preview);
};
