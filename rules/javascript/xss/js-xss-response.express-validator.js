// express-validator chains rewrite the request before the handler reads it: an escaped field is
// safe in HTML, a field only checked (isLength) is the request's text as it came.
const express = require('express');
const { body, query, matchedData } = require('express-validator');

const app = express();
const profileRules = [body('nickname').trim().escape(), body('motto').isLength({ max: 60 })];

app.post('/profile', profileRules, (req, res) => {
  // ok: js-xss-response
  res.send('<h2>' + req.body.nickname + '</h2>');
  // ruleid: js-xss-response
  res.send('<p>' + req.body.motto + '</p>');
});

app.get('/greet', async (req, res) => {
  await query('who').escape().run(req);
  // ok: js-xss-response
  res.send(`<p>Hello ${req.query.who}</p>`);
  // ruleid: js-xss-response
  res.send(`<p>From ${req.query.from}</p>`);
});

app.post('/card', [body('title').escape(), body('count').toInt(), body('tagline').notEmpty()], (req, res) => {
  const card = matchedData(req);
  // ok: js-xss-response
  res.send(`<h3>${card.title}</h3><span>${card.count}</span>`);
  // ruleid: js-xss-response
  res.send(`<em>${card.tagline}</em>`);
});
