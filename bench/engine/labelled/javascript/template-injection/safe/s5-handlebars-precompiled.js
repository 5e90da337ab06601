const fs = require('fs');
const Handlebars = require('handlebars');

const welcome = Handlebars.compile(fs.readFileSync(__dirname + '/templates/welcome.hbs', 'utf8'));

module.exports = (req, res) => {
  res.type('html').send(welcome({ name: req.query.name, plan: req.query.plan }));
};
