import express from 'express';
import session from 'express-session';
import RedisStore from 'connect-redis';
import { redis } from './redis';

export function configureSessions(app: express.Express): void {
  app.set('trust proxy', 1);
  app.use(
    session({
      store: new RedisStore({ client: redis }),
      secret: process.env.SESSION_SECRET as string,
      resave: false,
      saveUninitialized: false,
      name: 'app.sid',
      cookie: { httpOnly: true, secure: true, sameSite: 'strict', maxAge: 1000 * 60 * 60 * 8 },
    }),
  );
}
