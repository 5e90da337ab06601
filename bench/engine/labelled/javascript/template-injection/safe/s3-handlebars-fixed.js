const Handlebars = require('handlebars');

const template = Handlebars.compile('<p>Dear {{name}}, your note: {{note}}</p>');

exports.preview = async (req, res) => {
  res.send(template({ name: req.user.name, note: req.body.note }));
};
