const crypto = require('crypto');

const SECRET = process.env.LINK_SECRET;

function sign(payload) {
  return crypto.createHash('sha1').update(SECRET + payload).digest('hex');
}

exports.shareLink = (req, res) => {
  const payload = `${req.params.docId}:${Date.now() + 86400000}`;
  res.json({ link: `/shared/${payload}/${sign(payload)}` });
};
