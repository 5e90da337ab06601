exports.handler = (req, res) => {
  const { url } = req.query;
  res.writeHead(302, { Location: url });
  res.end();
};
