const fs = require('fs');
const path = require('path');
const express = require('express');
const cookieParser = require('cookie-parser');
const session = require('express-session');

const app = express();
app.use(express.json());
app.use(express.urlencoded({ extended: true }));
app.use(cookieParser());
app.use(session({
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: true,
  cookie: { httpOnly: false, secure: false },
}));

// Every file in handlers/ exports { 'METHOD /path': handler }; the file name is the URL prefix.
const handlersDir = path.join(__dirname, 'handlers');
for (const file of fs.readdirSync(handlersDir)) {
  const prefix = '/api/' + path.basename(file, '.js');
  const routes = require(path.join(handlersDir, file));
  for (const [key, handler] of Object.entries(routes)) {
    const [method, route] = key.split(' ');
    app[method.toLowerCase()](prefix + route, handler);
  }
}

app.use(express.static(path.join(__dirname, '..', 'client', 'dist')));
app.listen(Number(process.env.PORT) || 3000);
