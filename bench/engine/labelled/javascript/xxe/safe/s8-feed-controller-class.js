const libxml = require('libxmljs2');

class FeedController {
  parse(req, res) {
    const xml = req.body.feed;
    const doc = libxml.parseXmlString(xml);
    const titles = doc.find('//item/title').map((n) => n.text());
    res.json({ titles });
  }
}

module.exports = FeedController;
