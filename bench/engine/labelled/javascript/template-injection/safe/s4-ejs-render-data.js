const ejs = require('ejs');

module.exports = (req, res) => {
  const tpl = '<h1><%= heading %></h1><p><%= msg %></p>';
  res.send(ejs.render(tpl, { heading: req.query.heading, msg: 'hi' }));
};
