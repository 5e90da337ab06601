const fs = require('fs');

module.exports = {
  attachment(req, res) {
    const stream = fs.createReadStream(`./attachments/${req.query.id}/${req.query.file}`);
    stream.on('error', () => res.sendStatus(404));
    stream.pipe(res);
  },
};
