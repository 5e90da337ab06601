const path = require('path');

module.exports = (app) => {
  app.get('/files/:name', (req, res) => {
    const filePath = path.join(__dirname, '..', 'uploads', req.params.name);
    res.sendFile(filePath);
  });
};
