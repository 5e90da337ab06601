const fs = require('fs');

exports.show = (req, res) => {
  fs.readFile('/srv/docs/' + req.params.page, 'utf8', (err, text) => {
    if (err) return res.sendStatus(404);
    res.type('text/plain').send(text);
  });
};
