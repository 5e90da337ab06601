module.exports = (req, res) => {
  const plugin = require('./plugins/' + req.params.name);
  res.json(plugin.describe());
};
