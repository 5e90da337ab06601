const express = require('express');
const app = express();
const session = require('express-session');
app.use(session({ secret: 'k', cookie: { httpOnly: true, secure: true } }));
