const express = require('express');
const session = require('express-session');

const app = express();
// ruleid: js-insecure-session-cookie
app.use(session({ secret: process.env.SESSION_SECRET, cookie: { secure: false } }));
// ok: js-insecure-session-cookie
app.use(session({ secret: process.env.SESSION_SECRET, cookie: { secure: true, httpOnly: true } }));
