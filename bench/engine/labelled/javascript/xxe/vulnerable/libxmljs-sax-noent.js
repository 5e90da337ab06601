const libxmljs = require('libxmljs');

module.exports = async (ctx) => {
  const doc = libxmljs.parseXmlString(ctx.request.body.xml, { noent: true, noblanks: true });
  ctx.body = { title: doc.get('//title').text() };
};
