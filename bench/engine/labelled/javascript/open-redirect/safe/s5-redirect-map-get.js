const DESTINATIONS = new Map([
  ['billing', '/account/billing'],
  ['profile', '/account/profile'],
  ['docs', 'https://docs.example.com/'],
]);

module.exports = function (req, res) {
  const dest = DESTINATIONS.get(req.query.to) || '/';
  res.redirect(dest);
};
