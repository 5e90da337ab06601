import express from 'express';
import cookieSession from 'cookie-session';

const app = express();
app.set('trust proxy', 1);

app.use(
  cookieSession({
    name: 'session',
    keys: [process.env.COOKIE_KEY_CURRENT as string, process.env.COOKIE_KEY_PREVIOUS as string],
    maxAge: 12 * 60 * 60 * 1000,
    secure: true,
    httpOnly: true,
    sameSite: 'lax',
  }),
);

app.get('/cart', (req, res) => {
  res.json({ items: req.session?.cart ?? [] });
});

export default app;
