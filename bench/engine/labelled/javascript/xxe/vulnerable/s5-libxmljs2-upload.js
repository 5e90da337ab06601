const libxmljs = require('libxmljs2');

exports.handler = async (req, res) => {
  const xml = req.file.buffer.toString('utf8');
  const opts = { dtdload: true, noent: true, nonet: false };
  const doc = libxmljs.parseXmlString(xml, opts);
  res.json({ root: doc.root().name() });
};
