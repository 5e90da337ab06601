module.exports = (req, res) => {
  const q = req.query.q || '';
  res.redirect('/search?q=' + encodeURIComponent(q));
};
