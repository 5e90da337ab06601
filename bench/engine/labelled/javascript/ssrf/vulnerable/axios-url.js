const axios = require('axios');

module.exports = async function preview(req, res) {
  const response = await axios.get(req.query.url);
  res.json({ status: response.status, length: response.data.length });
};
