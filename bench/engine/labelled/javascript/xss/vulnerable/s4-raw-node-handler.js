const url = require('url');

module.exports = (req, res) => {
  const { query } = url.parse(req.url, true);
  res.writeHead(200, { 'Content-Type': 'text/html' });
  res.end(`<p>Hello ${query.name}</p>`);
};
