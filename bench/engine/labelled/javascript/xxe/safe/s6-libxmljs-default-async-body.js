const libxmljs = require('libxmljs');

module.exports.importCatalog = async (req, res) => {
  const xml = req.body.toString('utf8');
  const doc = libxmljs.parseXml(xml, { noblanks: true });
  const items = doc.find('//item').map((node) => node.attr('sku')?.value());
  res.json({ count: items.length, items });
};
