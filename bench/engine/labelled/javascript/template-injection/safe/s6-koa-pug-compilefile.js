const path = require('path');
const pug = require('pug');

const card = pug.compileFile(path.join(__dirname, 'views', 'card.pug'));

exports.renderCard = async (ctx) => {
  const { title } = ctx.request.body;
  ctx.type = 'html';
  ctx.body = card({ title });
};
