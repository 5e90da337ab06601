const ejs = require('ejs');

exports.card = (req, res) => {
  const html = ejs.render('<div class="card">' + req.query.layout + '</div>', { name: 'Guest' });
  res.send(html);
};
