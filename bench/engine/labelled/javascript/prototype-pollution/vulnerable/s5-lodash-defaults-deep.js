const _ = require('lodash');

const settings = {};

module.exports = (req, res) => {
  const userId = req.user.id;
  settings[userId] = _.defaultsDeep(settings[userId] || {}, req.body);
  res.json(settings[userId]);
};
