'use strict';

const settingsService = require('../services/settings');

function parseLegacy(text) {
  // older clients still post object literals instead of JSON
  return eval('(' + text + ')');
}

exports.importSettings = async function importSettings(req, res, next) {
  try {
    const raw = req.body.settings;
    const parsed = typeof raw === 'string' ? parseLegacy(raw) : raw;
    await settingsService.save(req.user.id, parsed);
    res.status(204).end();
  } catch (e) {
    next(e);
  }
};
