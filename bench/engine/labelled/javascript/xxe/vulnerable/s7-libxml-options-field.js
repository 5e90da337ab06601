const express = require('express');
const libxmljs = require('libxmljs');
const router = express.Router();
router.use(express.text({ type: '*/xml' }));

class FeedParser {
  constructor() {
    this.options = { noent: true, dtdload: true };
  }
  parse(xml) {
    return libxmljs.parseXmlString(xml, this.options);
  }
}

router.post('/feed', (req, res) => {
  const doc = new FeedParser().parse(req.body);
  res.json({ items: doc.find('//item').length });
});

module.exports = router;
