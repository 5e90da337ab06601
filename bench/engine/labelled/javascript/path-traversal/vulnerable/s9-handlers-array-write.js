const fsp = require('fs/promises');
const path = require('path');

const NOTES_DIR = path.join(process.cwd(), 'notes');

module.exports = [
  {
    method: 'put',
    path: '/notes/:slug',
    async handler(req, res) {
      const target = path.join(NOTES_DIR, `${req.params.slug}.md`);
      await fsp.writeFile(target, String(req.body.text ?? ''));
      res.sendStatus(204);
    },
  },
];
