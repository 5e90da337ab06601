const users = require('../services/users');

module.exports = {
  async profile(req, res) {
    const user = await users.find(req.params.id);
    res.render('profile', { name: user.name, bio: req.body.bio });
  },
};
