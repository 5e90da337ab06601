module.exports = function (req, res) {
  const { key, value } = req.query;
  req.session[key] = value;
  res.json({ saved: key });
};
