const axios = require('axios');

const ALLOWED = ['www.youtube.com', 'vimeo.com'];

module.exports = (app) => {
  app.post('/api/link-preview', async (req, res) => {
    let target;
    try {
      target = new URL(req.body.url);
    } catch (e) {
      return res.status(400).json({ error: 'bad url' });
    }
    if (target.protocol !== 'https:' || !ALLOWED.includes(target.hostname)) {
      return res.status(400).json({ error: 'host not allowed' });
    }
    try {
      const { data } = await axios.get(target.href, { timeout: 3000 });
      const title = /<title>([^<]*)<\/title>/i.exec(data);
      res.json({ title: title ? title[1] : null });
    } catch (e) {
      res.status(502).json({ error: 'fetch failed' });
    }
  });
};
