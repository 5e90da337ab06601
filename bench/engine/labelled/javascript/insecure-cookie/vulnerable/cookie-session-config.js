const express = require('express');
const cookieSession = require('cookie-session');
const app = express();

app.use(cookieSession({ name: 'session', keys: [process.env.COOKIE_KEY], httpOnly: false, secure: false }));

module.exports = app;
