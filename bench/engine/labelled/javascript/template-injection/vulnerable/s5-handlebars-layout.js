const Handlebars = require('handlebars');

function renderEmail(layout, vars) {
  const tpl = Handlebars.compile(layout);
  return tpl(vars);
}

module.exports = { handler };

async function handler(req, res) {
  const html = renderEmail(req.body.layout, { user: req.user });
  res.type('html').send(html);
}
