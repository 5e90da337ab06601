const express = require('express');

const app = express();

// A table covering the quotes, the slash, the backquote and `=` as well; the class escapes `/`.
const entityMap = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '/': '&#x2F;', '`': '&#x60;', '=': '&#x3D;' };

function escapeHtml(s) {
  return String(s).replace(/[&<>"'`=\/]/g, (c) => entityMap[c]);
}

// Same shape, but the table hands `"` back as itself: an attribute value can still be closed.
const looseMap = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '"', '/': '&#x2F;', '=': '&#x3D;' };
const escapeLoosely = (s) => String(s).replace(/[&<>"=\/]/g, (c) => looseMap[c]);

// Escaped punctuation in the class, and no `<` among it.
const escapeNoLt = (s) => String(s).replace(/[&>"'\/]/g, (c) => entityMap[c]);

// Constant replacement with escaped punctuation in the class: every listed character dropped.
const stripMarkup = (s) => String(s).replace(/[<>"\/\-\]]/g, '');

app.get('/search', (req, res) => {
  // ok: js-xss-response
  res.send('<p>' + escapeHtml(req.query.q) + '</p>');
});

app.get('/title', (req, res) => {
  // ok: js-xss-response
  res.send('<a title="' + escapeHtml(req.query.t) + '">x</a>');
});

app.get('/stripped', (req, res) => {
  // ok: js-xss-response
  res.send('<p>' + stripMarkup(req.query.q) + '</p>');
});

app.get('/loose', (req, res) => {
  // ruleid: js-xss-response
  res.send('<a title="' + escapeLoosely(req.query.t) + '">x</a>');
});

app.get('/no-lt', (req, res) => {
  // ruleid: js-xss-response
  res.send('<p>' + escapeNoLt(req.query.q) + '</p>');
});

module.exports = app;
