const libxmljs = require('libxmljs');

module.exports = (req, res) => {
  const doc = libxmljs.parseXml(String(req.body));
  res.json({ root: doc.root().name() });
};
