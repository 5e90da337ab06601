const express = require('express');
const vm = require('vm');

const router = express.Router();
const RULE = new vm.Script('result = order.total > threshold;');

router.post('/rules/test', express.json(), async (req, res) => {
  const sandbox = { order: { total: 120, items: 3 }, threshold: Number(req.body.threshold), result: null };
  RULE.runInNewContext(sandbox, { timeout: 50 });
  res.json({ matched: Boolean(sandbox.result) });
});

module.exports = router;
