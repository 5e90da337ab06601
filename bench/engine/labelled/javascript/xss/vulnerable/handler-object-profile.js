const users = require('../services/users');

module.exports = {
  async profile(req, res) {
    const user = await users.find(req.params.id);
    const bio = req.body.bio;
    res.send('<div class="profile"><h2>' + user.name + '</h2><p>' + bio + '</p></div>');
  },
};
