const express = require('express');
const session = require('express-session');
const app = express();

app.set('trust proxy', 1);
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false, cookie: { secure: true, httpOnly: true, sameSite: 'lax' } }));

module.exports = app;
