const libxmljs = require('libxmljs2');
const fs = require('fs');

exports.importSitemap = (req, res) => {
  const xml = fs.readFileSync(req.file.path, 'utf8');
  const doc = libxmljs.parseXml(xml, { noent: true, dtdload: true });
  res.json({ urls: doc.find('//url').length });
};
