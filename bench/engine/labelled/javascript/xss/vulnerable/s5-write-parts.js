exports.handler = function (req, res) {
  const parts = ['<div class="greeting">'];
  parts.push('Welcome back, ', req.params.name, '!');
  parts.push('</div>');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.write(parts.join(''));
  res.end();
};
