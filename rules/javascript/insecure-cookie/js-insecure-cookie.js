const express = require('express');
const app = express();

const cookieOptions = { secure: true, httpOnly: true, sameSite: 'lax' };

app.post('/login', (req, res) => {
  // ruleid: js-insecure-cookie
  res.cookie('sid', 'abc');
  // ruleid: js-insecure-cookie
  res.cookie('sid', 'abc', { httpOnly: true });
  // ruleid: js-insecure-cookie
  res.cookie('sid', 'abc', { secure: true, httpOnly: false });
  // ok: js-insecure-cookie
  res.cookie('sid', 'abc', { secure: true, httpOnly: true });
  // ok: js-insecure-cookie
  res.cookie('sid', 'abc', cookieOptions);
  // ok: js-insecure-cookie
  res.cookie('sid', 'abc', { ...cookieOptions, maxAge: 3600 });
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
