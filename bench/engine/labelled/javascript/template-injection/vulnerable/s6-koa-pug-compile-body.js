const pug = require('pug');

exports.renderCard = async (ctx) => {
  const { layout = 'p= title', title } = ctx.request.body;
  const fn = pug.compile(layout);
  ctx.type = 'html';
  ctx.body = fn({ title });
};
