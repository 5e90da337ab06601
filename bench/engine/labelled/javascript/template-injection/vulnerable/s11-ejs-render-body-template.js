const express = require('express');
const ejs = require('ejs');

const router = express.Router();
router.use(express.json());

router.post('/newsletters/preview', (req, res) => {
  const { template, subject = 'Preview' } = req.body;
  const data = { subject, user: { name: 'Sample Reader' }, unsubscribeUrl: '/unsubscribe' };
  try {
    const html = ejs.render(template, data);
    res.type('html').send(html);
  } catch (err) {
    res.status(422).json({ error: 'template error' });
  }
});

module.exports = router;
