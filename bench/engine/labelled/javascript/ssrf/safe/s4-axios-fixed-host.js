const axios = require('axios');

module.exports = async (req, res) => {
  const { city } = req.body;
  try {
    const { data } = await axios.get('https://api.weather.example.com/v1/current', { params: { city } });
    res.json(data);
  } catch (e) {
    res.status(502).end();
  }
};
