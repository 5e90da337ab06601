const axios = require('axios');

module.exports = (app) => {
  app.post('/api/link-preview', async (req, res) => {
    try {
      const { data } = await axios.get(req.body.url, { timeout: 3000 });
      const title = /<title>([^<]*)<\/title>/i.exec(data);
      res.json({ title: title ? title[1] : null });
    } catch (e) {
      res.status(502).json({ error: 'fetch failed' });
    }
  });
};
