const _ = require('lodash');
const express = require('express');

const router = express.Router();

const defaults = {
  notifications: { email: true, sms: false },
  layout: { sidebar: 'left', density: 'comfortable' },
};

const store = new Map();

router.put('/settings', (req, res) => {
  const current = store.get(req.user.id) || _.cloneDeep(defaults);
  const updated = _.merge(current, req.body);
  store.set(req.user.id, updated);
  res.json(updated);
});

module.exports = router;
