const express = require('express');
const { MongoClient } = require('mongodb');
const routes = require('./routes');

const app = express();
MongoClient.connect(process.env.MONGO_URL, (err, client) => {
  if (err) throw err;
  routes(app, client.db());
  app.listen(3000);
});
