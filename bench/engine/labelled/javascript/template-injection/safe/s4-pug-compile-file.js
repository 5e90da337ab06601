const pug = require('pug');
const render = pug.compileFile(__dirname + '/views/hello.pug');

exports.handler = async function (req, res) {
  const { layout = 'p Hello', ...locals } = req.body;
  res.send(render({ layout, ...locals }));
};
