const express = require('express');
const { unserialize } = require('node-serialize');

const router = express.Router();
router.use(express.urlencoded({ extended: false }));

router.post('/wizard/:step', (req, res) => {
  const state = req.body.state ? unserialize(Buffer.from(req.body.state, 'base64').toString()) : {};
  const merged = Object.assign({}, state, { [req.params.step]: req.body.answer });
  res.render('wizard', {
    step: Number(req.params.step) + 1,
    state: Buffer.from(JSON.stringify(merged)).toString('base64'),
  });
});

module.exports = router;
