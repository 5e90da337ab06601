const http = require('http');

const download = (id) =>
  new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: 8081, path: `/avatars/${id}.png` }, (incoming) => {
        const chunks = [];
        incoming.on('data', (c) => chunks.push(c));
        incoming.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });

module.exports = async function avatarFromUrl(req, res) {
  const id = parseInt(req.query.id, 10);
  if (!Number.isInteger(id)) return res.sendStatus(400);
  const image = await download(id);
  res.type('image/png').send(image);
};
