const express = require('express');
const vm = require('vm');

const router = express.Router();

const sandbox = () => ({ Math, result: null });

router.post('/calc', (req, res) => {
  const { expression } = req.body;
  if (!expression || expression.length > 500) {
    return res.status(400).json({ error: 'expression required' });
  }
  const ctx = sandbox();
  try {
    const value = vm.runInNewContext(expression, ctx, { timeout: 50 });
    res.json({ value });
  } catch (err) {
    res.status(422).json({ error: err.message });
  }
});

module.exports = router;
