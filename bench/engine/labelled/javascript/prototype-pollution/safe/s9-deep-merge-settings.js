const settings = { theme: { color: 'blue' }, notifications: { email: true } };
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function deepMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (FORBIDDEN.has(key)) continue;
    if (source[key] && typeof source[key] === 'object') {
      if (!Object.prototype.hasOwnProperty.call(target, key)) target[key] = {};
      deepMerge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

module.exports = {
  update(req, res) {
    deepMerge(settings, req.body);
    res.json(settings);
  },
};
