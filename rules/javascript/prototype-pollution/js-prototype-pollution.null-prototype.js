// Objects made by `Object.create(null)` have no prototype: a `__proto__` key is an own property there.
const express = require('express');

const router = express.Router();

router.post('/groups', (req, res) => {
  const groups = Object.create(null);
  for (const [name, value] of Object.entries(req.body)) {
    const [group, field] = name.split('.');
    groups[group] = groups[group] || Object.create(null);
    // ok: js-prototype-pollution
    groups[group][field] = value;
  }
  res.json(groups);
});

router.post('/groups-plain', (req, res) => {
  const groups = {};
  for (const [name, value] of Object.entries(req.body)) {
    const [group, field] = name.split('.');
    groups[group] = groups[group] || {};
    // ruleid: js-prototype-pollution
    groups[group][field] = value;
  }
  res.json(groups);
});

router.post('/groups-created', (req, res) => {
  const groups = Object.create({});
  const { group, field, value } = req.body;
  groups[group] = groups[group] || {};
  // ruleid: js-prototype-pollution
  groups[group][field] = value;
  res.json(groups);
});

module.exports = router;
