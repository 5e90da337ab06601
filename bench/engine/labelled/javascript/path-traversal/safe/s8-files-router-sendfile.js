const path = require('path');

const UPLOADS = path.resolve(__dirname, '..', 'uploads');

module.exports = (app) => {
  app.get('/files/:name', (req, res) => {
    const filePath = path.resolve(UPLOADS, req.params.name);
    if (!filePath.startsWith(UPLOADS + path.sep)) {
      return res.status(403).end();
    }
    res.sendFile(filePath);
  });
};
