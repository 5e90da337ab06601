const express = require('express');
const escapeHtml = require('escape-html');
const Koa = require('koa');

const app = express();

app.get('/hello', (req, res) => {
  const name = req.query.name;
  // ruleid: js-xss-response
  res.send('<h1>Hello ' + name + '</h1>');
  // ok: js-xss-response
  res.send('<h1>Hello ' + escapeHtml(name) + '</h1>');
  // JSON responses are not HTML.
  // ok: js-xss-response
  res.json({ greeting: 'Hello ' + name });
  // ruleid: js-xss-response
  res.status(200).send(`<p>${req.params.msg}</p>`);
  // A count is a number.
  // ok: js-xss-response
  res.send('<p>' + Number(req.query.count) + ' items</p>');
  // ok: js-xss-response
  res.send('<p>static</p>');
});

app.get('/theme', (req, res) => {
  const themes = { dark: 'Dark mode', light: 'Light mode' };
  const theme = req.query.theme;
  if (theme === 'dark' || theme === 'light') {
    // ok: js-xss-response
    res.send('<p>' + theme + '</p>');
  }
  // ok: js-xss-response
  res.send('<p>' + themes.dark + '</p>');
});

const koa = new Koa();
koa.use(async (ctx) => {
  // ruleid: js-xss-response
  ctx.body = '<div>' + ctx.query.q + '</div>';
  // ok: js-xss-response
  ctx.body = '<div>' + escapeHtml(ctx.query.q) + '</div>';
  // An object is answered as JSON.
  // ok: js-xss-response
  ctx.body = { query: ctx.query.q, results: [] };
  // A string that does not start with "<" is served as text/plain.
  // ok: js-xss-response
  ctx.body = `Hello ${ctx.query.q}, nothing found`;
  // Unless the type was set to HTML first.
  ctx.type = 'html';
  // ruleid: js-xss-response
  ctx.body = `Hello ${ctx.query.q}, nothing found`;
});

koa.use(async (ctx) => {
  // A body whose start is request text may itself start with "<".
  // ruleid: js-xss-response
  ctx.body = ctx.query.q;
  ctx.type = 'text/plain';
  // ok: js-xss-response
  ctx.body = '<pre>' + ctx.query.q + '</pre>';
});

function showHash() {
  const el = document.getElementById('out');
  // ruleid: js-xss-response
  el.innerHTML = decodeURIComponent(location.hash.slice(1));
  // ok: js-xss-response
  el.textContent = decodeURIComponent(location.hash.slice(1));
}

// Fastify handler exported for an auto-loader: the content type is set on the chained reply.
exports.fastifyCard = async (request, reply) => {
  // ruleid: js-xss-response
  reply.type('text/html').send('<div class="card">' + request.query.name + '</div>');
};

app.post('/echo', (req, res) => {
  // `send` answers objects and arrays as JSON: the parsed body or query echoed whole is data.
  // ok: js-xss-response
  res.send(req.body);
  // ok: js-xss-response
  res.status(200).send(req.query);
  // ok: js-xss-response
  res.send({ echo: req.body.comment, at: Date.now() });
  // ok: js-xss-response
  res.send([req.query.a, req.query.b]);
  // One field of the body is a string, answered as HTML.
  // ruleid: js-xss-response
  res.send(req.body.comment);
  // ruleid: js-xss-response
  res.send(`<p>${req.query.a}</p>`);
});

// A Koa handler exported for a loader: the response's type and body set, the query read.
exports.koaSearch = async (ctx) => {
  ctx.type = 'html';
  // ruleid: js-xss-response
  ctx.body = `<h1>Results for ${ctx.query.q}</h1>`;
};

// Percent-encoded values in text and double-quoted attributes.
app.get('/links', (req, res) => {
  // ok: js-xss-response
  res.send(`<a href="/search?q=${encodeURIComponent(req.query.q)}">search again</a>`);
  // ruleid: js-xss-response
  res.send(`<a href="/search?q=${req.query.q}">search again</a>`);
});

// A digest of request data is hex text no input can choose.
app.get('/etag', (req, res) => {
  const crypto = require('crypto');
  // ok: js-xss-response
  res.send(`<code>${crypto.createHash('sha256').update(req.query.doc).digest('hex')}</code>`);
  // ruleid: js-xss-response
  res.send(`<code>${crypto.createHash('sha256').update(req.query.doc).digest('hex')}${req.query.doc}</code>`);
});
