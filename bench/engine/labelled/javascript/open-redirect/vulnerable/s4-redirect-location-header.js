exports.handler = async function (req, res) {
  const target = decodeURIComponent(req.params.target);
  res.writeHead(302, { Location: target });
  res.end();
};
