const settings = { theme: { color: 'blue' }, notifications: { email: true } };

function deepMerge(target, source) {
  for (const key in source) {
    if (source[key] && typeof source[key] === 'object') {
      if (!target[key]) target[key] = {};
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
