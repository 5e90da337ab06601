const libxml = require('libxmljs2');

exports.importFeed = (req, res) => {
  const doc = libxml.parseXmlString(req.body.toString(), { noent: false, dtdload: false, nonet: true });
  res.json({ items: doc.find('//item').length });
};
