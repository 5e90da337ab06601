import express from 'express';
import session from 'express-session';
import cookieParser from 'cookie-parser';
import path from 'node:path';
import mongoose from 'mongoose';
import config from './config/index.js';
import routes from './config/routes.js';
import { loadRoutes } from './lib/routeLoader.js';

const app = express();

app.set('views', path.join(config.root, 'views', 'pug'));
app.set('view engine', 'pug');

app.use(express.json({ limit: '1mb' }));
app.use(express.urlencoded({ extended: true }));
app.use(cookieParser());
app.use(
  session({
    secret: config.sessionSecret ?? 'change-me',
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: process.env.NODE_ENV === 'production' },
  }),
);
app.use('/static', express.static(path.join(config.root, 'public')));

await loadRoutes(app, routes);

app.use((err, req, res, _next) => {
  console.error(err);
  res.status(err.status ?? 500).json({ error: 'Something went wrong' });
});

await mongoose.connect(config.mongoUrl);
app.listen(config.port, () => console.log(`hireloop listening on ${config.port}`));
