const libxmljs = require('libxmljs2');

module.exports = async function importFeed(ctx) {
  const doc = libxmljs.parseXml(ctx.request.rawBody);
  const items = doc.find('//item').map((item) => ({
    title: item.get('title') ? item.get('title').text() : '',
    link: item.get('link') ? item.get('link').text() : '',
  }));
  ctx.body = { items };
};
