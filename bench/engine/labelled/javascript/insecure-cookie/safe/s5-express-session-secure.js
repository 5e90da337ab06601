const session = require('express-session');

module.exports = (app) => {
  app.set('trust proxy', 1);
  app.use(session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { secure: true, httpOnly: true, sameSite: 'lax' },
  }));
};
