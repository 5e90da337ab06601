const express = require('express');

const router = express.Router();
router.use(express.urlencoded({ extended: false }));

function decodeState(encoded) {
  try {
    const parsed = JSON.parse(Buffer.from(encoded, 'base64').toString());
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

router.post('/wizard/:step', (req, res) => {
  const state = req.body.state ? decodeState(req.body.state) : {};
  const merged = Object.assign({}, state, { [req.params.step]: req.body.answer });
  res.render('wizard', {
    step: Number(req.params.step) + 1,
    state: Buffer.from(JSON.stringify(merged)).toString('base64'),
  });
});

module.exports = router;
