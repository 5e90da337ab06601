const User = require('../models/user');

const EDITABLE = ['displayName', 'bio', 'timezone', 'avatarUrl'];

module.exports.updateProfile = async function updateProfile(req, res) {
  const user = await User.findById(req.user.id);
  const changes = {};
  for (const field of EDITABLE) {
    if (typeof req.body[field] === 'string') changes[field] = req.body[field];
  }
  Object.assign(user.profile, changes);
  await user.save();
  res.json(user.profile);
};
