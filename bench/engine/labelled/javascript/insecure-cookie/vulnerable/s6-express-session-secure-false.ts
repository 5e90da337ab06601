import session from 'express-session';
import type { Express } from 'express';

export function installSessions(app: Express, secret: string) {
  app.use(
    session({
      secret,
      resave: false,
      saveUninitialized: false,
      cookie: { secure: false, maxAge: 8 * 60 * 60 * 1000 },
    }),
  );
}
