const express = require('express');

const router = express.Router();
router.use(express.json());

router.put('/preferences', (req, res) => {
  const current = req.session.preferences || {};
  req.session.preferences = { ...current, ...req.body };
  req.session.save((err) => {
    if (err) {
      return res.status(500).json({ error: 'could not save' });
    }
    res.json(req.session.preferences);
  });
});

module.exports = router;
