const ejs = require('ejs');

module.exports = (req, res) => {
  const tpl = `<h1>${req.query.heading}</h1><p><%= msg %></p>`;
  res.send(ejs.render(tpl, { msg: 'hi' }));
};
