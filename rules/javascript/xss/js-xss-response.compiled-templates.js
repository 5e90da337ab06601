// A compiled template escapes its locals where it prints them escaped, and only there.
const express = require('express');
const ejs = require('ejs');
const Handlebars = require('handlebars');

const router = express.Router();
const escaped = ejs.compile('<div class="bio"><%= bio %></div>');
const raw = ejs.compile('<div class="bio"><%- bio %></div>');
const card = Handlebars.compile('<p>{{name}}</p>');
const rawCard = Handlebars.compile('<p>{{{name}}}</p>');

router.get('/bio', (req, res) => {
  // ok: js-xss-response
  res.send(escaped({ bio: req.query.bio }));
});

router.get('/bio-raw', (req, res) => {
  // ruleid: js-xss-response
  res.send(raw({ bio: req.query.bio }));
});

router.get('/card', (req, res) => {
  // ok: js-xss-response
  res.send(card({ name: req.query.name }));
});

router.get('/card-raw', (req, res) => {
  // ruleid: js-xss-response
  res.send(rawCard({ name: req.query.name }));
});

module.exports = router;
