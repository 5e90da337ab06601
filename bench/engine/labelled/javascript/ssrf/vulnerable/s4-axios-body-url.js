const axios = require('axios');

module.exports = async (req, res) => {
  const { url, timeout = 3000 } = req.body;
  try {
    const { data } = await axios.get(url, { timeout });
    res.json({ size: JSON.stringify(data).length });
  } catch (e) {
    res.status(502).end();
  }
};
