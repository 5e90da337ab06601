'use strict';

function deepMerge(target, source) {
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (!target[key] || typeof target[key] !== 'object') target[key] = {};
      deepMerge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

function pickPreferences(body) {
  const out = {};
  if (typeof body.theme === 'string') out.theme = body.theme === 'dark' ? 'dark' : 'light';
  if (typeof body.language === 'string') out.language = body.language.slice(0, 5);
  out.emailDigest = body.emailDigest === true;
  return out;
}

module.exports = { deepMerge, pickPreferences };
