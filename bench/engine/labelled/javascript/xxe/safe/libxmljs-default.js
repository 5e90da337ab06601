const libxmljs = require('libxmljs');

module.exports = function upload(req, res) {
  const doc = libxmljs.parseXml(req.body.xml);
  res.json({ root: doc.root().name() });
};
