'use strict';

var appointments = require('../controllers/appointmentController');
var auth = require('../middleware/auth');
var validate = require('../middleware/validate');

module.exports = function (app, db) {
  app.get('/appointments', auth.requireLogin, validate.paging,
    validate.oneOf('status', ['booked', 'cancelled', 'completed'], 'booked'), appointments.list);
  app.get('/appointments/history', auth.requireLogin, appointments.history);
  app.get('/appointments/:ref', auth.requireLogin, appointments.show);
  app.post('/appointments', auth.requireLogin, validate.requireFields(['petId', 'slot']), appointments.book);
  app.post('/appointments/:id/cancel', auth.requireLogin, validate.numericParam('id'), appointments.cancel);
  app.post('/appointments/notes', auth.requireLogin, appointments.addNote);
};
