const libxmljs = require('libxmljs');

module.exports = (req, res) => {
  let raw = '';
  req.on('data', (chunk) => { raw += chunk; });
  req.on('end', () => {
    const doc = libxmljs.parseXml(raw, { noent: false, nonet: true });
    res.end(doc.root().name());
  });
};
