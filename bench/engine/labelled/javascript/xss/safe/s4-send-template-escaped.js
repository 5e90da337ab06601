const escapeHtml = require('escape-html');

function card({ title, body }) {
  return `<div class="card"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(body)}</p></div>`;
}

module.exports = (req, res) => {
  const html = [req.body].map(card).join('');
  res.send(`<!doctype html><html><body>${html}</body></html>`);
};
