function deepMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (source[key] && typeof source[key] === 'object') {
      if (!target[key]) target[key] = {};
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
