'use strict';

var express = require('express');
var session = require('express-session');
var bodyParser = require('body-parser');
var cookieParser = require('cookie-parser');
var flash = require('connect-flash');
var passport = require('passport');
var morgan = require('morgan');
var path = require('path');
var fs = require('fs');

var config = require('./config');
var db = require('./lib/db');
require('./lib/mongo');
require('./config/passport')(passport, db);

var app = express();

app.set('views', path.join(__dirname, 'views'));
app.set('view engine', 'pug');
app.engine('ejs', require('ejs').__express);
app.set('trust proxy', 1);

app.use(morgan(config.env === 'production' ? 'combined' : 'dev'));
app.use('/static', express.static(path.join(__dirname, 'public'), { maxAge: '7d' }));
app.use(bodyParser.urlencoded({ extended: true }));
app.use(bodyParser.json({ limit: '2mb' }));
app.use(cookieParser(config.cookieSecret));
app.use(session({
  name: 'pawsley.sid',
  secret: config.sessionSecret,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: config.env === 'production', sameSite: 'lax', maxAge: 8 * 60 * 60 * 1000 }
}));
app.use(flash());
app.use(passport.initialize());
app.use(passport.session());

app.use(function (req, res, next) {
  res.locals.user = req.user;
  res.locals.messages = { info: req.flash('info'), error: req.flash('error') };
  res.locals.clinicName = config.clinicName;
  next();
});

fs.readdirSync(path.join(__dirname, 'routes')).forEach(function (file) {
  if (path.extname(file) !== '.js') return;
  require(path.join(__dirname, 'routes', file))(app, db);
});

app.use(function (req, res) {
  res.status(404).render('404');
});

app.use(function (err, req, res, next) {
  console.error(err.stack);
  res.status(500).render('error', { message: 'Something went wrong on our side.' });
});

if (require.main === module) {
  app.listen(config.port, function () {
    console.log('Pawsley portal listening on ' + config.port);
  });
}

module.exports = app;
