exports.search = (req, res) => {
  const q = req.query.q;
  res.setHeader('Content-Type', 'text/html');
  res.write(`<p>No results for <b>${q}</b></p>`);
  res.end();
};
