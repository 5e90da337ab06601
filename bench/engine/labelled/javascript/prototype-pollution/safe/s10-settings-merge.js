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
  const { notifications = {}, layout = {} } = req.body;
  const updated = {
    notifications: {
      email: typeof notifications.email === 'boolean' ? notifications.email : current.notifications.email,
      sms: typeof notifications.sms === 'boolean' ? notifications.sms : current.notifications.sms,
    },
    layout: {
      sidebar: layout.sidebar === 'right' ? 'right' : 'left',
      density: layout.density === 'compact' ? 'compact' : 'comfortable',
    },
  };
  store.set(req.user.id, updated);
  res.json(updated);
});

module.exports = router;
