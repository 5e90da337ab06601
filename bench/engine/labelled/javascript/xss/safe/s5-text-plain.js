module.exports = function (req, res) {
  const who = req.query.name || 'stranger';
  res.set('Content-Type', 'text/plain; charset=utf-8');
  res.send('Hello, ' + who + '\n');
};
