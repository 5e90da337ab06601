function page(title, body) {
  return `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;
}

module.exports = (req, res) => {
  const { q = '' } = req.query;
  res.send(page('Search', `<h1>Results for ${q}</h1><ul></ul>`));
};
