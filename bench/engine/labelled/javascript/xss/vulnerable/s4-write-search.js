exports.handler = async function (req, res) {
  const q = req.query.q || '';
  res.setHeader('Content-Type', 'text/html');
  res.write('<h1>Results for ' + q + '</h1>');
  res.end();
};
