import express from 'express';
import cookieParser from 'cookie-parser';
import session from 'express-session';
import mongoose from 'mongoose';
import { config } from './config';
import { loadRoutes } from './routes';
import { errorHandler } from './middleware/errors';

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '1mb' }));
app.use(express.text({ type: ['application/xml', 'text/xml'], limit: '2mb' }));
app.use(express.urlencoded({ extended: false }));
app.use(cookieParser());
app.use(
  session({
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, secure: true, sameSite: 'lax' },
  }),
);

const router = express.Router();
loadRoutes(router);
app.use('/api', router);
app.use(errorHandler);

mongoose.connect(config.mongoUrl).then(() => {
  app.listen(config.port, () => console.log(`ledgerly api listening on ${config.port}`));
});

export default app;
