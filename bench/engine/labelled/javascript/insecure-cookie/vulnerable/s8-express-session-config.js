const express = require('express');
const session = require('express-session');
const helmet = require('helmet');

const app = express();
app.use(helmet());
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: false, secure: false, maxAge: 86400000 },
  })
);

app.get('/', (req, res) => res.send('ok'));

module.exports = app;
