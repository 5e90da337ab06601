const http = require('http');

const download = (target) =>
  new Promise((resolve, reject) => {
    http
      .get(target, (incoming) => {
        const chunks = [];
        incoming.on('data', (c) => chunks.push(c));
        incoming.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });

module.exports = async function avatarFromUrl(req, res) {
  const image = await download(req.query.src);
  res.type('image/png').send(image);
};
