'use strict';

const settingsService = require('../services/settings');

function parseSettings(text) {
  const value = JSON.parse(text);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('settings must be an object');
  }
  return value;
}

exports.importSettings = async function importSettings(req, res, next) {
  try {
    const raw = req.body.settings;
    const parsed = typeof raw === 'string' ? parseSettings(raw) : raw;
    await settingsService.save(req.user.id, parsed);
    res.status(204).end();
  } catch (e) {
    next(e);
  }
};
