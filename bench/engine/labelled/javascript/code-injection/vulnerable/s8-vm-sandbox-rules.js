const express = require('express');
const vm = require('vm');

const router = express.Router();

router.post('/rules/test', express.json(), async (req, res) => {
  const sandbox = { order: { total: 120, items: 3 }, result: null };
  const script = `result = (${req.body.rule});`;
  vm.runInNewContext(script, sandbox, { timeout: 50 });
  res.json({ matched: Boolean(sandbox.result) });
});

module.exports = router;
