'use strict';

const path = require('path');
const express = require('express');
const session = require('express-session');
const cookieParser = require('cookie-parser');
const morgan = require('morgan');
const hbs = require('hbs');

const config = require('./config');
const mongo = require('./core/mongo');
const { sequelize } = require('./models');
const { currentUser, notFound, errorHandler } = require('./middleware');

const app = express();

app.set('views', path.join(__dirname, 'views'));
app.set('view engine', 'ejs');
app.engine('hbs', hbs.__express);
app.engine('pug', require('pug').__express);

app.use(morgan('dev'));
app.use(express.json({ limit: '200kb' }));
app.use(express.urlencoded({ extended: true }));
app.use(express.text({ type: ['application/xml', 'text/xml'], limit: '500kb' }));
app.use(cookieParser(config.cookieSigningKey));
app.use(
  session({
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: false, secure: false, maxAge: 7 * 24 * 3600 * 1000 },
  })
);
app.use(express.static(path.join(__dirname, 'public')));
app.use(currentUser);

app.use('/', require('./routes/home'));
app.use('/', require('./routes/auth'));
app.use('/account', require('./routes/account'));
app.use('/lessons', require('./routes/lessons'));
app.use('/shop', require('./routes/shop'));
app.use('/notes', require('./routes/notes'));
app.use('/lab', require('./routes/lab'));
app.use('/files', require('./routes/files'));
app.use('/calc', require('./routes/calc'));
app.use('/admin', require('./routes/admin'));
app.use('/api', require('./routes/api'));

app.use(notFound);
app.use(errorHandler);

Promise.all([sequelize.sync(), mongo.connect()]).then(() => {
  app.listen(config.port, () => console.log(`${config.appName} on :${config.port}`));
});

module.exports = app;
