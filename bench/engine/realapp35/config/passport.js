'use strict';

var LocalStrategy = require('passport-local').Strategy;
var bcrypt = require('bcryptjs');
var security = require('../helpers/security');

module.exports = function (passport, db) {
  passport.serializeUser(function (user, done) {
    done(null, user.kind + ':' + user.id);
  });

  passport.deserializeUser(function (key, done) {
    var parts = key.split(':');
    var table = parts[0] === 'staff' ? 'staff' : 'clients';
    db.query('SELECT id, email, first_name, last_name, role FROM ' + table + ' WHERE id = ?', [parts[1]], function (err, rows) {
      if (err) return done(err);
      if (!rows.length) return done(null, false);
      rows[0].kind = parts[0];
      done(null, rows[0]);
    });
  });

  passport.use('client-local', new LocalStrategy({ usernameField: 'email' }, function (email, password, done) {
    db.query('SELECT * FROM clients WHERE email = ? AND active = 1', [email.toLowerCase()], function (err, rows) {
      if (err) return done(err);
      if (!rows.length) return done(null, false, { message: 'Unknown email or password.' });
      bcrypt.compare(password, rows[0].password_hash, function (err2, ok) {
        if (err2 || !ok) return done(null, false, { message: 'Unknown email or password.' });
        rows[0].kind = 'client';
        done(null, rows[0]);
      });
    });
  }));

  passport.use('staff-local', new LocalStrategy(function (username, password, done) {
    db.query("SELECT * FROM staff WHERE username = '" + username + "' AND disabled = 0", function (err, rows) {
      if (err) return done(err);
      if (!rows.length || rows[0].password_md5 !== security.legacyHash(password)) {
        return done(null, false, { message: 'Invalid staff login.' });
      }
      rows[0].kind = 'staff';
      done(null, rows[0]);
    });
  }));
};
