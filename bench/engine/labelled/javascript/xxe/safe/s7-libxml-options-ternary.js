const express = require('express');
const libxmljs = require('libxmljs');
const router = express.Router();
router.use(express.text({ type: '*/xml' }));

const EXPAND_ENTITIES = false;

class FeedParser {
  constructor() {
    this.options = { noent: EXPAND_ENTITIES ? true : false, nonet: true };
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
