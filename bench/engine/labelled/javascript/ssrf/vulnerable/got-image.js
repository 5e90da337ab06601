const got = require('got');

module.exports = {
  async avatar(req, res) {
    const image = await got(req.body.avatarUrl).buffer();
    res.type('png').send(image);
  },
};
