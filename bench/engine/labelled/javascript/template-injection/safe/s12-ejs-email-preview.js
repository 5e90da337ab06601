const ejs = require('ejs');
const path = require('path');
const express = require('express');

const router = express.Router();
router.use(express.json({ limit: '100kb' }));

const TEMPLATES = path.join(__dirname, '..', 'emails');

router.post('/campaigns/preview', async (req, res) => {
  const { greeting, subject } = req.body;
  const sample = { firstName: 'Ada', lastName: 'Lovelace', plan: 'Pro' };
  try {
    const html = await ejs.renderFile(path.join(TEMPLATES, 'campaign.ejs'), { user: sample, subject, greeting });
    res.json({ html });
  } catch (err) {
    res.status(400).json({ error: err.message });
  }
});

module.exports = router;
