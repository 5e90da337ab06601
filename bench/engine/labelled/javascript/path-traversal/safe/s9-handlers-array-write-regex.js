const fsp = require('fs/promises');
const path = require('path');

const NOTES_DIR = path.join(process.cwd(), 'notes');

module.exports = [
  {
    method: 'put',
    path: '/notes/:slug',
    async handler(req, res) {
      const { slug } = req.params;
      if (!/^[a-z0-9-]{1,64}$/.test(slug)) return res.status(400).json({ error: 'bad slug' });
      const target = path.join(NOTES_DIR, `${slug}.md`);
      await fsp.writeFile(target, String(req.body.text ?? ''));
      res.sendStatus(204);
    },
  },
];
