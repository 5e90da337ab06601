// A cipher's, signer's or hash's `update(…)` takes data to encrypt, sign or digest: not a query.
const crypto = require('crypto');

module.exports = (app, db) => {
  app.post('/vault', (req, res) => {
    const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.alloc(32), crypto.randomBytes(12));
    // ok: js-nosql-injection
    const sealed = cipher.update(req.body.secret, 'utf8', 'hex');
    const signer = crypto.createSign('SHA256');
    // ok: js-nosql-injection
    signer.update(req.body.payload);
    // ruleid: js-nosql-injection
    db.collection('vault').update(req.body.where, { $set: { sealed } });
    res.end();
  });
};
