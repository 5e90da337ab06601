const express = require('express');

const router = express.Router();
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

// Each matched character is replaced by an entity looked up in a constant table.
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);

function escapeWithSwitch(text) {
  return String(text).replace(/[<>"]/g, (c) => {
    switch (c) {
      case '<': return '&lt;';
      case '>': return '&gt;';
      default: return '&quot;';
    }
  });
}

// A replacement that wraps the character in markup is no escaper.
const emphasise = (text) => String(text).replace(/[<"]/g, (c) => `<em>${c}</em>`);

// Only `<` escaped by the function: a double-quoted attribute can still be left.
const ltOnly = (text) => String(text).replace(/</g, (c) => ENTITIES[c]);

router.get('/hello', (req, res) => {
  // ok: js-xss-response
  res.send('<p>Hello ' + escapeHtml(req.query.name) + '</p>');
});

router.get('/switch', (req, res) => {
  // ok: js-xss-response
  res.send('<p>' + escapeWithSwitch(req.query.q) + '</p>');
});

router.get('/emphasis', (req, res) => {
  // ruleid: js-xss-response
  res.send('<p>' + emphasise(req.query.q) + '</p>');
});

router.get('/attribute', (req, res) => {
  // ruleid: js-xss-response
  res.send('<a title="' + ltOnly(req.query.q) + '">x</a>');
});

module.exports = router;
