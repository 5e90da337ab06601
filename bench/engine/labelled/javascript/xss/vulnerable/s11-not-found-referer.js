const express = require('express');

const router = express.Router();

function notFoundPage(path, back) {
  return '<html><body><h1>Not found</h1><p>No page at ' + path + '</p>' +
    '<a href="' + back + '">Go back</a></body></html>';
}

router.use((req, res) => {
  const back = req.get('Referer') || '/';
  res.status(404).send(notFoundPage(req.originalUrl, back));
});

module.exports = router;
