module.exports = function greet(req, res) {
  res.json({ greeting: 'Hello, ' + req.query.name });
};
