const _ = require('lodash');
const { loadSettings, saveSettings } = require('../services/settings');

module.exports.updateSettings = async (req, res) => {
  const current = await loadSettings(req.user.id);
  const { theme, locale, pageSize } = req.body.settings ?? {};
  const next = _.merge(current, {
    display: { theme: String(theme ?? 'light'), pageSize: Number(pageSize) || 25 },
    locale: String(locale ?? 'en'),
  });
  await saveSettings(req.user.id, next);
  res.json(next);
};
