const crypto = require('crypto');
const express = require('express');
const app = express();

const cookieOptions = { secure: true, httpOnly: true, sameSite: 'lax' };

app.post('/login', (req, res) => {
  const sid = crypto.randomBytes(16).toString('hex');
  // ruleid: js-insecure-cookie
  res.cookie('sid', sid);
  // ruleid: js-insecure-cookie
  res.cookie('sid', sid, { httpOnly: true });
  // ruleid: js-insecure-cookie
  res.cookie('sid', sid, { secure: true, httpOnly: false });
  // ok: js-insecure-cookie
  res.cookie('sid', sid, { secure: true, httpOnly: true });
  // ok: js-insecure-cookie
  res.cookie('sid', sid, cookieOptions);
  // ok: js-insecure-cookie
  res.cookie('sid', sid, { ...cookieOptions, maxAge: 3600 });
  // A value known to be one of a few constants is a preference, not a secret.
  const theme = req.body.theme === 'dark' ? 'dark' : 'light';
  // ok: js-insecure-cookie
  res.cookie('theme', theme, { maxAge: 31536000000 });
  // ok: js-insecure-cookie
  res.cookie('seen', '1');
  res.end();
});

// A handler made by a factory and registered elsewhere: it reads the signed-in user and answers.
const REMEMBER = { path: '/', sameSite: 'lax' };
exports.rememberMe = (tokens) => async (req, res) => {
  const token = await tokens.issue(req.user.id);
  // The spread options hold neither flag.
  // ruleid: js-insecure-cookie
  res.cookie('remember', token, { ...REMEMBER, maxAge: 86400000 });
  // ok: js-insecure-cookie
  res.cookie('remember', token, { ...REMEMBER, secure: true, httpOnly: true });
  res.json({ ok: true });
};
