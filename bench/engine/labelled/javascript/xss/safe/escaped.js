const escapeHtml = require('escape-html');

exports.search = (req, res) => {
  const q = escapeHtml(req.query.q);
  res.setHeader('Content-Type', 'text/html');
  res.write(`<p>No results for <b>${q}</b></p>`);
  res.end();
};
