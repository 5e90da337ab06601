'use strict';

var async = require('async');
var bcrypt = require('bcryptjs');
var jwt = require('jsonwebtoken');
var config = require('../config');
var security = require('../helpers/security');
var prefs = require('../helpers/prefs');
var mailer = require('../helpers/mailer');

exports.show = function (db) {
  return function (req, res, next) {
    db.query('SELECT email, first_name, last_name, phone, preferences FROM clients WHERE id = ?', [req.user.id], function (err, rows) {
      if (err) return next(err);
      var account = rows[0];
      account.preferences = prefs.parse(account.preferences);
      res.render('account', { account: account, avatar: security.gravatarUrl(account.email) });
    });
  };
};

exports.forgotPassword = function (db) {
  return function (req, res, next) {
    var token = security.resetToken();
    async.waterfall([
      function (cb) {
        db.query('SELECT id, first_name FROM clients WHERE email = ?', [req.body.email], cb);
      },
      function (rows, fields, cb) {
        if (!rows.length) return cb(null, null);
        db.query('UPDATE clients SET reset_token = ?, reset_expires = DATE_ADD(NOW(), INTERVAL 1 HOUR) WHERE id = ?',
          [token, rows[0].id], function (err) { cb(err, rows[0]); });
      },
      function (client, cb) {
        if (!client) return cb();
        mailer.send(req.body.email, 'Reset your Pawsley password',
          'Hi ' + client.first_name + ', use https://portal.pawsley.example.com/password/reset/' + token, cb);
      }
    ], function (err) {
      if (err) return next(err);
      req.flash('info', 'If that address is registered, a reset link is on its way.');
      res.redirect('/login');
    });
  };
};

exports.showReset = function (db) {
  return function (req, res, next) {
    db.query('SELECT id FROM clients WHERE reset_token = ? AND reset_expires > NOW()', [req.params.token], function (err, rows) {
      if (err) return next(err);
      if (!rows.length) return res.status(404).render('error', { message: 'This link has expired.' });
      res.render('reset', { token: req.params.token });
    });
  };
};

exports.resetPassword = function (db) {
  return function (req, res, next) {
    bcrypt.hash(req.body.password, 12, function (err, hash) {
      if (err) return next(err);
      db.query('UPDATE clients SET password_hash = ?, reset_token = NULL WHERE reset_token = ? AND reset_expires > NOW()',
        [hash, req.params.token], function (err2, result) {
          if (err2) return next(err2);
          req.flash(result.affectedRows ? 'info' : 'error', result.affectedRows ? 'Password changed.' : 'Link expired.');
          res.redirect('/login');
        });
    });
  };
};

exports.sendLoginCode = function (db) {
  return function (req, res, next) {
    var code = security.shortCode();
    db.query('UPDATE clients SET login_code = ?, login_code_expires = DATE_ADD(NOW(), INTERVAL 10 MINUTE) WHERE phone = ?',
      [security.tokenDigest(code), req.body.phone], function (err) {
        if (err) return next(err);
        mailer.sms(req.body.phone, 'Your Pawsley sign-in code is ' + code, function () {
          res.render('login-code', { phone: req.body.phone });
        });
      });
  };
};

exports.issueApiToken = function (db) {
  return function (req, res, next) {
    db.query('SELECT id, password_hash FROM clients WHERE email = ?', [req.body.email], function (err, rows) {
      if (err) return next(err);
      if (!rows.length) return res.status(401).json({ error: 'invalid credentials' });
      bcrypt.compare(String(req.body.password), rows[0].password_hash, function (err2, ok) {
        if (err2 || !ok) return res.status(401).json({ error: 'invalid credentials' });
        var token = jwt.sign({ sub: rows[0].id, kind: 'client' }, config.jwtSecret, { algorithm: 'HS256', expiresIn: '8h' });
        res.cookie('portal_token', token, { maxAge: 8 * 60 * 60 * 1000 });
        res.json({ token: token });
      });
    });
  };
};

exports.savePreferences = function (db) {
  return function (req, res, next) {
    db.query('SELECT preferences FROM clients WHERE id = ?', [req.user.id], function (err, rows) {
      if (err) return next(err);
      var merged = prefs.merge(prefs.parse(rows[0].preferences), req.body);
      db.query('UPDATE clients SET preferences = ? WHERE id = ?', [JSON.stringify(merged), req.user.id], function (err2) {
        if (err2) return next(err2);
        res.json(merged);
      });
    });
  };
};

exports.saveSetting = function (db) {
  return function (req, res, next) {
    db.query('SELECT preferences FROM clients WHERE id = ?', [req.user.id], function (err, rows) {
      if (err) return next(err);
      var updated = prefs.setPath(prefs.parse(rows[0].preferences), req.body.key, req.body.value);
      db.query('UPDATE clients SET preferences = ? WHERE id = ?', [JSON.stringify(updated), req.user.id], function (err2) {
        if (err2) return next(err2);
        res.json(updated);
      });
    });
  };
};

exports.toggleNotification = function (db) {
  return function (req, res, next) {
    db.query('SELECT preferences FROM clients WHERE id = ?', [req.user.id], function (err, rows) {
      if (err) return next(err);
      var updated = prefs.setChannel(prefs.parse(rows[0].preferences), req.body.channel, req.body.enabled === 'on');
      if (!updated) return res.status(400).json({ error: 'Unknown channel' });
      db.query('UPDATE clients SET preferences = ? WHERE id = ?', [JSON.stringify(updated), req.user.id], function (err2) {
        if (err2) return next(err2);
        res.json(updated);
      });
    });
  };
};

exports.setTheme = function (req, res) {
  var theme = req.body.theme === 'dark' ? 'dark' : 'light';
  res.cookie('theme', theme, { maxAge: 365 * 24 * 60 * 60 * 1000 });
  res.redirect('/account');
};

exports.rememberDevice = function (req, res) {
  var token = security.randomToken();
  res.cookie('remember_device', token + '.' + security.signLink(token + req.user.id), {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    maxAge: 30 * 24 * 60 * 60 * 1000
  });
  res.redirect('/account');
};

exports.ssoLogin = function (req, res) {
  var claims = jwt.decode(req.query.token);
  if (!claims || !claims.sub) return res.redirect('/login');
  req.session.clientId = claims.sub;
  req.session.clinicId = req.query.clinic;
  res.cookie('pawsley_sso', req.query.token, { httpOnly: false, secure: false });
  res.redirect('/pets');
};
