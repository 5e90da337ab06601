'use strict';

var formulas = require('../controllers/formulaController');
var auth = require('../middleware/auth');

module.exports = function (app) {
  app.get('/formulas', auth.requireStaff, formulas.index);
  app.post('/formulas/dose', auth.requireStaff, formulas.dose);
  app.post('/formulas/try', auth.requireStaff, formulas.tryFormula);
  app.post('/formulas/custom', auth.requireStaff, formulas.custom);
  app.post('/formulas/sandbox', auth.requireStaff, formulas.sandbox);
  app.post('/formulas/preset', auth.requireStaff, formulas.preset);
};
