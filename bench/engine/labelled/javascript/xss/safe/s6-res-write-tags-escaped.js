const he = require('he');

function renderTags(req, res) {
  const tags = Array.isArray(req.body.tags) ? req.body.tags : [req.body.tags];
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.write('<ul class="tags">');
  res.write(tags.map((tag) => `<li>${he.encode(String(tag))}</li>`).join(''));
  res.end('</ul>');
}

module.exports = { renderTags };
