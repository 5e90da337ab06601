const fs = require('fs');

module.exports = {
  attachment(req, res) {
    const id = Number.parseInt(req.query.id, 10);
    if (!Number.isInteger(id)) return res.sendStatus(400);
    const stream = fs.createReadStream(`./attachments/${id}.bin`);
    stream.on('error', () => res.sendStatus(404));
    stream.pipe(res);
  },
};
