const express = require('express');
const ejs = require('ejs');
const path = require('path');

const router = express.Router();
router.use(express.json());

const NEWSLETTER = path.join(__dirname, '..', 'templates', 'newsletter.ejs');

router.post('/newsletters/preview', (req, res) => {
  const { body = '', subject = 'Preview' } = req.body;
  const data = { subject, body, user: { name: 'Sample Reader' }, unsubscribeUrl: '/unsubscribe' };
  ejs.renderFile(NEWSLETTER, data, (err, html) => {
    if (err) {
      return res.status(500).json({ error: 'render failed' });
    }
    res.type('html').send(html);
  });
});

module.exports = router;
