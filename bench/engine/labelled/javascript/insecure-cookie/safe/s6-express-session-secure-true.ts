import session from 'express-session';
import type { Express } from 'express';

export function installSessions(app: Express, secret: string) {
  app.set('trust proxy', 1);
  app.use(
    session({
      secret,
      resave: false,
      saveUninitialized: false,
      cookie: { secure: true, httpOnly: true, sameSite: 'lax', maxAge: 8 * 60 * 60 * 1000 },
    }),
  );
}
