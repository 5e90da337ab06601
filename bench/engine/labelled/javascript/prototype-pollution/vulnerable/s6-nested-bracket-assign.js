const store = {};

exports.setOption = (req, res) => {
  const { section, key, value } = req.body;
  if (!store[section]) store[section] = {};
  store[section][key] = value;
  res.json(store[section]);
};
