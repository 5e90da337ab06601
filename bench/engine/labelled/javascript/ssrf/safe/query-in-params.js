const got = require('got');

module.exports = {
  async weather(req, res) {
    const data = await got('https://weather.example/api', { searchParams: { city: req.query.city } }).json();
    res.json(data);
  },
};
