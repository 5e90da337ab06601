exports.go = (req, res) => {
  res.writeHead(302, { Location: req.query.to });
  res.end();
};
