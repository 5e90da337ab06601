const express = require('express');
const session = require('express-session');

const app = express();
// ruleid: js-session-cookie-secure-default
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
// ruleid: js-session-cookie-secure-default
app.use(session({ secret: process.env.SESSION_SECRET, cookie: { maxAge: 60000, httpOnly: true } }));
// ok: js-session-cookie-secure-default
app.use(session({ secret: process.env.SESSION_SECRET, cookie: { secure: true, maxAge: 60000 } }));
// ok: js-session-cookie-secure-default
app.use(session({ secret: process.env.SESSION_SECRET, cookie: { secure: process.env.NODE_ENV === 'production' } }));
