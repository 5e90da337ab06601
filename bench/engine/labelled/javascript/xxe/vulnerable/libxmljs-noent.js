const libxmljs = require('libxmljs');

module.exports = function upload(req, res) {
  const doc = libxmljs.parseXml(req.body.xml, { noent: true });
  res.json({ root: doc.root().name() });
};
