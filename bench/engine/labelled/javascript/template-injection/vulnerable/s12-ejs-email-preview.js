const ejs = require('ejs');
const express = require('express');

const router = express.Router();
router.use(express.json({ limit: '100kb' }));

router.post('/campaigns/preview', (req, res) => {
  const { template, subject } = req.body;
  const sample = { firstName: 'Ada', lastName: 'Lovelace', plan: 'Pro' };
  try {
    const html = ejs.render(template, { user: sample, subject });
    res.json({ html });
  } catch (err) {
    res.status(400).json({ error: err.message });
  }
});

module.exports = router;
