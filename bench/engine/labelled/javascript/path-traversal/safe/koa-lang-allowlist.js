const fs = require('fs/promises');
const LANGS = ['en', 'de', 'fr'];

module.exports = async (ctx) => {
  const lang = LANGS.includes(ctx.params.lang) ? ctx.params.lang : 'en';
  ctx.body = await fs.readFile(`locales/${lang}.json`, 'utf8');
};
