const escapeHtml = require('escape-html');

module.exports = (req, res) => {
  const { q = '' } = req.query;
  res.send(`<h1>Results for ${escapeHtml(q)}</h1>`);
};
