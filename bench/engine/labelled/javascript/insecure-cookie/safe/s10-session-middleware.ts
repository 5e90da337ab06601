import express from 'express';
import session from 'express-session';
import RedisStore from 'connect-redis';
import { redisClient } from './redis';

const app = express();
app.set('trust proxy', 1);

const cookieSettings = {
  maxAge: 1000 * 60 * 60 * 24,
  secure: true,
  httpOnly: true,
  sameSite: 'lax' as const,
};

app.use(
  session({
    store: new RedisStore({ client: redisClient }),
    secret: process.env.SESSION_SECRET as string,
    resave: false,
    saveUninitialized: false,
    cookie: cookieSettings,
  }),
);

app.get('/me', (req, res) => {
  res.json({ user: (req.session as any).user ?? null });
});

export default app;
