const ItemHandler = require('./items');

module.exports = function (app, db) {
  const items = new ItemHandler(db);
  app.post('/items/search', items.search);
  app.get('/items/mine', items.mine);
  app.get('/items/keyword', items.keyword);
  app.post('/items/login', items.login);
  app.get('/items/audit', items.audit);
};
