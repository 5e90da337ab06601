module.exports = {
  async preview(req, res) {
    const { url } = req.body;
    const response = await fetch(url, { redirect: 'follow' });
    const html = await response.text();
    const title = html.match(/<title>([^<]*)<\/title>/i)?.[1] ?? '';
    res.json({ title });
  },
};
