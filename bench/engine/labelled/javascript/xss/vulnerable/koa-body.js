module.exports = async function preview(ctx) {
  const { title } = ctx.request.body;
  ctx.type = 'html';
  ctx.body = `<article><h1>${title}</h1></article>`;
};
