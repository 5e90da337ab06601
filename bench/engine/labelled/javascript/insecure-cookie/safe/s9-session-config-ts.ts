import express from 'express';
import session, { SessionOptions } from 'express-session';

const app = express();
app.set('trust proxy', 1);

const sessionConfig: SessionOptions = {
  secret: process.env.SESSION_SECRET as string,
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, httpOnly: true, sameSite: 'strict', maxAge: 86_400_000 },
};

app.use(session(sessionConfig));

export default app;
