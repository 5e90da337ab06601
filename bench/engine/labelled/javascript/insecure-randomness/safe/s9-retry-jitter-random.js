const axios = require('axios');

async function fetchWithRetry(url, attempts = 3) {
  for (let i = 0; i < attempts; i += 1) {
    try {
      return await axios.get(url, { timeout: 2000 });
    } catch (err) {
      const delay = 2 ** i * 100 + Math.floor(Math.random() * 100);
      await new Promise((r) => setTimeout(r, delay));
    }
  }
  throw new Error('upstream unavailable');
}

exports.status = async (req, res) => {
  const { data } = await fetchWithRetry('https://status.example.com/api/summary');
  res.json(data);
};
