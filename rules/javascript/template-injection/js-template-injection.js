const express = require('express');
const pug = require('pug');
const ejs = require('ejs');
const Handlebars = require('handlebars');
const nunjucks = require('nunjucks');
const _ = require('lodash');

const app = express();
const GREETING = pug.compile('p Hello #{name}');

app.get('/greet', (req, res) => {
  // ruleid: js-template-injection
  const fn = pug.compile('p Hello ' + req.query.name);
  // The template is constant; the request value is a local, escaped on output.
  // ok: js-template-injection
  const safe = pug.render('p Hello #{name}', { name: req.query.name });
  // ruleid: js-template-injection
  const page = ejs.render(req.body.template, { user: 'x' });
  // ok: js-template-injection
  const page2 = ejs.render('<p><%= user %></p>', { user: req.body.user });
  // ruleid: js-template-injection
  const tpl = Handlebars.compile(`<h1>${req.query.title}</h1>`);
  // ok: js-template-injection
  const tpl2 = Handlebars.compile('<h1>{{title}}</h1>');
  // ruleid: js-template-injection
  const text = nunjucks.renderString(req.body.text, {});
  // ruleid: js-template-injection
  const banner = _.template(req.query.banner)();
  // ok: js-template-injection
  const known = GREETING({ name: req.query.name });
  res.json({ fn, safe, page, page2, tpl, tpl2: tpl2({ title: req.query.title }), text, banner, known });
});
