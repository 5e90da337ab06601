const express = require('express');
const app = express();

const cookieOptions = { secure: true, httpOnly: true, sameSite: 'lax' };

app.post('/login', (req, res) => {
  const sid = req.sessionID;
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

exports.setTheme = (req, res) => {
  // A value written in the code is no secret: nothing for the flags to protect.
  // ok: js-insecure-cookie
  res.cookie('theme', req.body.theme === 'dark' ? 'dark' : 'light', { maxAge: 31536000000 });
  // ok: js-insecure-cookie
  res.cookie('consent', 'yes');
  res.redirect('/');
};
