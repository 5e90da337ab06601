const session = require('express-session');

module.exports = function configure(app) {
  app.use(
    session({
      secret: process.env.SESSION_SECRET,
      resave: false,
      saveUninitialized: false,
      cookie: { secure: false, httpOnly: false, maxAge: 86400000 },
    })
  );
};
