const express = require('express');

const router = express.Router();

function errorPage(title, detail) {
  let html = '<html><head><title>Error</title></head><body>';
  html += '<h2>' + title + '</h2>';
  html += '<pre>' + detail + '</pre>';
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
