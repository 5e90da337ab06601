const express = require('express');
const he = require('he');

const router = express.Router();

function errorPage(title, detail) {
  let html = '<html><head><title>Error</title></head><body>';
  html += '<h2>' + he.encode(title) + '</h2>';
  html += '<pre>' + he.encode(detail) + '</pre>';
  html += '</body></html>';
  return html;
}

router.get('/files/:name', (req, res) => {
  const allowed = ['manual.pdf', 'pricing.pdf'];
  if (!allowed.includes(req.params.name)) {
    return res.status(404).send(errorPage('Not found', 'No file named ' + req.params.name));
  }
  res.redirect('/static/' + req.params.name);
});

module.exports = router;
