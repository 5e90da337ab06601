// Handlers exported for a loader: the response is written and ended like a Node response.
exports.greet = function (req, res) {
  const parts = ['<div class="greeting">'];
  // push(a, b, c) appends every argument, not only the first.
  parts.push('Welcome back, ', req.params.name, '!');
  parts.push('</div>');
  // ruleid: js-xss-response
  res.write(parts.join(''));
  res.end();
};

exports.plain = function (req, res) {
  const parts = ['<ul>'];
  parts.push('<li>', String(Number(req.query.count) || 0), '</li>');
  // ok: js-xss-response
  res.write(parts.join(''));
  res.end('</ul>');
};

exports.echo = function (req, res) {
  // ruleid: js-xss-response
  res.write('<p>' + req.query.q + '</p>');
  res.end();
};
