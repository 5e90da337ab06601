const axios = require('axios');

function backoff(attempt) {
  const jitter = Math.floor(Math.random() * 100);
  return Math.min(1000 * 2 ** attempt + jitter, 10000);
}

module.exports = (app) => {
  app.get('/status', async (req, res) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const { data } = await axios.get('https://status.example.com/api/v2/summary.json');
        return res.json(data);
      } catch (e) {
        await new Promise((r) => setTimeout(r, backoff(attempt)));
      }
    }
    res.sendStatus(503);
  });
};
