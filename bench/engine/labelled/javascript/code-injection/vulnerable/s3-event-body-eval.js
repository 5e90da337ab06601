exports.evaluate = function evaluate(req, res) {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    const value = eval('(' + raw + ')');
    res.end(String(value));
  });
};
