const ejs = require('ejs');

exports.card = (req, res) => {
  const html = ejs.render('<div class="card"><%= layout %></div>', { layout: req.query.layout });
  res.send(html);
};
