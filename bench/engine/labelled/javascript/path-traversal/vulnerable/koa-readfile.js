const fs = require('fs/promises');

module.exports = async (ctx) => {
  const lang = ctx.params.lang;
  ctx.body = await fs.readFile(`locales/${lang}.json`, 'utf8');
};
