function isObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

// deep merge used for user preferences
function deepMerge(target, source) {
  for (const key in source) {
    if (isObject(source[key])) {
      if (!isObject(target[key])) target[key] = {};
      deepMerge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

const BLOCKED = new Set(['__proto__', 'constructor', 'prototype']);

// same thing, used for group settings; skips keys that reach the prototype
function safeMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (BLOCKED.has(key)) continue;
    const value = source[key];
    if (isObject(value)) {
      if (!isObject(target[key])) target[key] = {};
      safeMerge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

module.exports = { deepMerge, safeMerge };
