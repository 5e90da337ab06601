module.exports = function (req, res) {
  if (req.query.reset === '1') {
    req.session.views = 0;
  } else {
    req.session.views = (req.session.views || 0) + 1;
  }
  res.json({ views: req.session.views });
};
