const axios = require('axios');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

exports.fetchWithRetry = async (req, res) => {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const { data } = await axios.get('https://status.example.com/api/summary');
      return res.json(data);
    } catch {
      await sleep(2 ** attempt * 100 + Math.floor(Math.random() * 100));
    }
  }
  res.status(503).end();
};
