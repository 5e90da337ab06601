const libxmljs = require('libxmljs');

module.exports = function (req, res) {
  const doc = libxmljs.parseXml(req.body, { noent: true });
  const items = doc.find('//item').map((n) => n.text());
  res.json({ items });
};
