'use strict';

var express = require('express');
var favicon = require('serve-favicon');
var bodyParser = require('body-parser');
var session = require('express-session');
var cookieParser = require('cookie-parser');
var consolidate = require('consolidate');
var swig = require('swig');
var helmet = require('helmet');
var MongoClient = require('mongodb').MongoClient;
var mongoose = require('mongoose');
var path = require('path');
var marked = require('marked');

var config = require('./config/config');
var routes = require('./routes');

var app = express();

MongoClient.connect(config.db, function (err, client) {
    if (err) {
        console.log('Error: DB: connect');
        console.log(err);
        process.exit(1);
    }
    var db = client.db();
    console.log('Connected to the database');

    mongoose.connect(config.db, { useNewUrlParser: true, useUnifiedTopology: true });

    app.use(favicon(path.join(__dirname, 'public', 'favicon.ico')));

    // The public pages get helmet; the admin console embeds third-party charts and opts out below.
    app.use(['/login', '/signup', '/dashboard'], helmet());
    app.use(helmet.frameguard({ action: 'deny' }));

    app.use(bodyParser.json());
    app.use(bodyParser.urlencoded({ extended: true }));
    app.use(bodyParser.text({ type: 'application/xml' }));
    app.use(cookieParser(config.cookieSecret));

    app.use(session({
        secret: config.sessionSecret,
        name: config.cookieName,
        saveUninitialized: true,
        resave: true,
        cookie: { httpOnly: false, secure: false }
    }));

    app.engine('.html', consolidate.swig);
    app.engine('.ejs', consolidate.ejs);
    app.set('view engine', 'html');
    app.set('views', path.join(__dirname, 'views'));

    app.use(express.static(path.join(__dirname, 'public')));

    marked.setOptions({ sanitize: false });
    app.locals.marked = marked;

    swig.setDefaults({ cache: false });

    routes(app, db);

    app.listen(config.port, function () {
        console.log('Express http server listening on port ' + config.port);
    });
});

module.exports = app;
