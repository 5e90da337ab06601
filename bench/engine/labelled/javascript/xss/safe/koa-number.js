module.exports = async function preview(ctx) {
  const count = parseInt(ctx.request.body.count, 10) || 0;
  ctx.type = 'html';
  ctx.body = `<p>You have ${count} new messages</p>`;
};
