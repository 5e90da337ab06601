const pug = require('pug');

exports.handler = async function (req, res) {
  const { layout = 'p Hello', ...locals } = req.body;
  const render = pug.compile(layout);
  res.send(render(locals));
};
