const ALLOWED_HOSTS = new Set(['www.youtube.com', 'vimeo.com', 'github.com']);

module.exports = {
  async preview(req, res) {
    let target;
    try {
      target = new URL(req.body.url);
    } catch {
      return res.status(400).json({ error: 'bad url' });
    }
    if (target.protocol !== 'https:' || !ALLOWED_HOSTS.has(target.hostname)) {
      return res.status(400).json({ error: 'host not allowed' });
    }
    const response = await fetch(target.toString(), { redirect: 'error' });
    const html = await response.text();
    const title = html.match(/<title>([^<]*)<\/title>/i)?.[1] ?? '';
    res.json({ title });
  },
};
