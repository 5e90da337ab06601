const store = new Map();

exports.setOption = (req, res) => {
  const { section, key, value } = req.body;
  if (!store.has(section)) store.set(section, new Map());
  store.get(section).set(key, value);
  res.json(Object.fromEntries(store.get(section)));
};
