const express = require('express');
const cookieSession = require('cookie-session');
const app = express();

app.set('trust proxy', 1);
app.use(cookieSession({ name: 'session', keys: [process.env.COOKIE_KEY], httpOnly: true, secure: true, sameSite: 'lax' }));

module.exports = app;
