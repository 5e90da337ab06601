const pug = require('pug');
const render = pug.compileFile('views/preview.pug');

module.exports = function preview(req, res) {
  res.send(render({ user: req.user, note: req.body.template }));
};
