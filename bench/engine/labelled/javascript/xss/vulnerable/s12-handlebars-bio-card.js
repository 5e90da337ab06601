const Handlebars = require('handlebars');

const card = Handlebars.compile(`
  <section class="card">
    <h3>{{name}}</h3>
    <div class="bio">{{{bio}}}</div>
  </section>`);

exports.preview = function preview(req, res) {
  const { name, bio } = req.body;
  res.set('Content-Type', 'text/html');
  res.send(card({ name, bio }));
};
