const express = require('express');
const session = require('express-session');
const helmet = require('helmet');

const app = express();
app.set('trust proxy', 1);
app.use(helmet());
app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'strict', maxAge: 86400000 },
  })
);

app.get('/', (req, res) => res.send('ok'));

module.exports = app;
