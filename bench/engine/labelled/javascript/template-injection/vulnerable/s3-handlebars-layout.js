const Handlebars = require('handlebars');

exports.preview = async (req, res) => {
  const template = Handlebars.compile(req.body.template);
  res.send(template({ name: req.user.name, date: new Date().toDateString() }));
};
