const fs = require('fs');
const path = require('path');
const express = require('express');
const helmet = require('helmet');
const session = require('express-session');
const bodyParser = require('body-parser');
const cookieParser = require('cookie-parser');
const config = require('./config');
const { connectMongo } = require('./db');
const { loadUser } = require('./middleware/auth');

const app = express();

app.set('view engine', 'ejs');
app.set('views', path.join(__dirname, 'views'));
app.set('trust proxy', 1);

app.use(helmet());
app.use(bodyParser.json({ limit: '1mb' }));
app.use(bodyParser.urlencoded({ extended: true }));
app.use(cookieParser());
app.use(session({
  secret: config.sessionSecret,
  resave: false,
  saveUninitialized: false,
  cookie: { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 7 * 24 * 3600 * 1000 },
}));
app.use('/static', express.static(path.join(__dirname, 'public')));
app.use(loadUser);

// every file in routes/ registers its own routes on a router mounted at /<file name>
const routesDir = path.join(__dirname, 'routes');
fs.readdirSync(routesDir)
  .filter((f) => f.endsWith('.js'))
  .forEach((file) => {
    const mod = require(path.join(routesDir, file));
    const base = file === 'home.js' ? '/' : '/' + file.replace(/\.js$/, '');
    if (typeof mod === 'function' && mod.length === 1 && !mod.stack) {
      const router = express.Router();
      mod(router);
      app.use(base, router);
    } else {
      app.use(base, mod);
    }
  });

app.use((req, res) => {
  res.status(404).render('error', { message: 'Page not found' });
});

app.use((err, req, res, next) => {
  console.error(err);
  if (res.headersSent) return next(err);
  res.status(err.status || 500).render('error', { message: 'Something went wrong' });
});

connectMongo()
  .then(() => app.listen(config.port, () => console.log(`shelfmate listening on ${config.port}`)))
  .catch((e) => {
    console.error('mongo connection failed', e);
    process.exit(1);
  });

module.exports = app;
