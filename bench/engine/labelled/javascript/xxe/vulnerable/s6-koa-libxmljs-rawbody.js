const { parseXmlString } = require('libxmljs2');

exports.feed = async (ctx) => {
  const doc = parseXmlString(ctx.request.rawBody, { noent: true, dtdload: true });
  ctx.body = { title: doc.get('//channel/title')?.text() };
};
