const _ = require('lodash');
const { loadSettings, saveSettings } = require('../services/settings');

module.exports.updateSettings = async (req, res) => {
  const current = await loadSettings(req.user.id);
  const next = _.merge(current, req.body.settings);
  await saveSettings(req.user.id, next);
  res.json(next);
};
