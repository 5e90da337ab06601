const libxmljs = require('libxmljs');

module.exports = {
  importFeed(req, res) {
    const doc = libxmljs.parseXml(req.body.toString('utf8'));
    const titles = doc.find('//item/title').map((n) => n.text());
    res.json({ titles });
  },
};
