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
