exports.handler = async function (req, res) {
  const q = req.query.q || '';
  res.setHeader('Content-Type', 'text/plain');
  res.write('Results for ' + q);
  res.end();
};
