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

module.exports = (app, settings) => {
  app.patch('/api/settings', (req, res) => {
    const merged = deepMerge(settings.current(), req.body);
    settings.save(merged);
    res.json(merged);
  });
};
