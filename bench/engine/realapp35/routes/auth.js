'use strict';

var passport = require('passport');
var accounts = require('../controllers/accountController');
var validate = require('../middleware/validate');

module.exports = function (app, db) {
  app.get('/login', function (req, res) {
    res.render('login', { next: req.query.next || '' });
  });

  app.post('/login',
    passport.authenticate('client-local', { failureRedirect: '/login', failureFlash: true }),
    function (req, res) {
      res.redirect(req.body.next || '/pets');
    });

  app.get('/staff/login', function (req, res) {
    res.render('login', { staff: true, next: '' });
  });

  app.post('/staff/login',
    passport.authenticate('staff-local', { failureRedirect: '/staff/login', failureFlash: true }),
    function (req, res) {
      var target = req.session.returnTo || '/admin';
      delete req.session.returnTo;
      res.redirect(target);
    });

  app.get('/logout', function (req, res) {
    var next = req.query.next;
    if (typeof next !== 'string' || next.charAt(0) !== '/' || next.charAt(1) === '/' || next.charAt(1) === '\\') {
      next = '/login';
    }
    req.logout();
    res.redirect(next);
  });

  app.get('/switch-clinic', function (req, res) {
    req.logout();
    res.redirect(req.query.returnTo);
  });

  app.post('/password/forgot', validate.requireFields(['email']), accounts.forgotPassword(db));
  app.get('/password/reset/:token', accounts.showReset(db));
  app.post('/password/reset/:token', validate.requireFields(['password']), accounts.resetPassword(db));
  app.post('/login/code', validate.requireFields(['phone']), accounts.sendLoginCode(db));
  app.post('/api/token', accounts.issueApiToken(db));
};
