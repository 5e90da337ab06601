// A response the handler declared as JSON, an event stream or plain text is not rendered as HTML.
const express = require('express');
const http = require('http');

const app = express();

app.get('/api/search', (req, res) => {
  const results = { query: req.query.q, items: [] };
  // Express answers a string as text/html unless told otherwise.
  // ruleid: js-xss-response
  res.send(JSON.stringify(results));
});

app.get('/api/search.json', (req, res) => {
  const results = { query: req.query.q, items: [] };
  // ok: js-xss-response
  res.type('json').send(JSON.stringify(results));
});

app.get('/api/echo', (req, res) => {
  res.set('Content-Type', 'application/json; charset=utf-8');
  // ok: js-xss-response
  res.send(JSON.stringify({ echo: req.query.msg }));
});

app.get('/events', (req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  // ok: js-xss-response
  res.write('data: ' + JSON.stringify({ channel: req.query.channel }) + '\n\n');
});

app.get('/page', (req, res) => {
  res.set('Content-Type', 'text/html');
  // ruleid: js-xss-response
  res.send('<p>' + req.query.msg + '</p>');
});

http.createServer((req, res) => {
  res.setHeader('Content-Type', 'application/json');
  // ok: js-xss-response
  res.end(JSON.stringify({ path: req.url }));
}).listen(8080);
