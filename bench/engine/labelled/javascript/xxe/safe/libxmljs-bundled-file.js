const libxmljs = require('libxmljs2');
const fs = require('fs');
const path = require('path');

const schema = libxmljs.parseXml(fs.readFileSync(path.join(__dirname, 'sitemap.xsd'), 'utf8'), { noent: true, dtdload: true });

exports.importSitemap = (req, res) => {
  const doc = libxmljs.parseXml(fs.readFileSync(req.file.path, 'utf8'));
  res.json({ valid: doc.validate(schema) });
};
