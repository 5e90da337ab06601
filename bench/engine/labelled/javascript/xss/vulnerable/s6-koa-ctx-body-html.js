module.exports = async function searchPage(ctx) {
  const { q: phrase = '' } = ctx.query;
  ctx.type = 'html';
  ctx.body = `<!doctype html><h1>Results for ${phrase}</h1><div id="results"></div>`;
};
