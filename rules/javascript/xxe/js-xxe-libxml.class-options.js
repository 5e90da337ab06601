// Parser options kept in a class instance, built from a module constant. A handler registered at
// the top level runs while the module is still being evaluated: the method reads the constant as
// it was set above, so a switch left off keeps entity expansion off.
const express = require('express');
const libxmljs = require('libxmljs');

const router = express.Router();
const EXPAND = false;
const ALWAYS = true;

class Strict {
  constructor() {
    this.options = { noent: EXPAND ? true : false, nonet: true };
  }
  parse(xml) {
    return libxmljs.parseXmlString(xml, this.options);
  }
}

class Loose {
  constructor() {
    this.options = { noent: ALWAYS ? true : false };
  }
  parse(xml) {
    // ruleid: js-xxe-libxml (the sink inside the helper; each call that passes request data is reported too)
    return libxmljs.parseXmlString(xml, this.options);
  }
}

router.post('/strict', (req, res) => {
  // ok: js-xxe-libxml
  const doc = new Strict().parse(req.body);
  res.json({ items: doc.find('//item').length });
});

router.post('/loose', (req, res) => {
  // ruleid: js-xxe-libxml
  const doc = new Loose().parse(req.body);
  res.json({ items: doc.find('//item').length });
});

module.exports = router;
