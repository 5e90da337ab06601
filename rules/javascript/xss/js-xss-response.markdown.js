// marked renders Markdown to HTML: the HTML written in the Markdown stays HTML unless its
// `sanitize` option (marked before v8) escapes it.
const express = require('express');
const marked = require('marked');

const app = express();

app.get('/memo/preview', (req, res) => {
  // ok: js-xss-response
  res.send('<div class="memo">' + marked(req.query.text, { sanitize: true }) + '</div>');
});

app.get('/memo/signature', (req, res) => {
  // ruleid: js-xss-response
  res.send('<div class="sig">' + marked(req.query.footer) + '</div>');
});

app.get('/memo/raw', (req, res) => {
  // ruleid: js-xss-response
  res.send('<div class="raw">' + marked.parse(req.query.text, { sanitize: false }) + '</div>');
});
