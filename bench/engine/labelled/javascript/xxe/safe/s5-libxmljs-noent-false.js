const libxmljs = require('libxmljs2');

const PARSE_OPTIONS = { noent: false, nonet: true, dtdload: false };

module.exports = async function (req, res) {
  const doc = libxmljs.parseXml(req.body.toString(), PARSE_OPTIONS);
  res.json({ count: doc.find('//entry').length });
};
