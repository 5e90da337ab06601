const passport = require('passport');
const LocalStrategy = require('passport-local').Strategy;
const mysql = require('mysql');

const pool = mysql.createPool({ host: 'localhost', database: 'clinic' });

passport.use('staff', new LocalStrategy(function (username, password, done) {
  // ruleid: js-sqli-tainted-query
  pool.query("SELECT * FROM staff WHERE username = '" + username + "'", function (err, rows) {
    done(err, rows && rows[0]);
  });
}));

passport.use('client', new LocalStrategy({ usernameField: 'email' }, function (email, password, done) {
  // ok: js-sqli-tainted-query
  pool.query('SELECT * FROM clients WHERE email = ?', [email], function (err, rows) {
    done(err, rows && rows[0]);
  });
}));

passport.use('branch', new LocalStrategy({ passReqToCallback: true }, function (req, username, password, done) {
  // ruleid: js-sqli-tainted-query
  pool.query("SELECT * FROM staff WHERE branch = " + req.session.branchId + " AND username = '" + username + "'", function (err, rows) {
    done(err, rows && rows[0]);
  });
}));
