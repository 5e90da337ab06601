'use strict';

const { MongoClient, ObjectId } = require('mongodb');
const config = require('../config');

const client = new MongoClient(config.mongoUrl);
let database;

async function connect() {
  if (!database) {
    await client.connect();
    database = client.db();
  }
  return database;
}

function collection(name) {
  if (!database) throw new Error('mongo not connected');
  return database.collection(name);
}

module.exports = { connect, collection, ObjectId };
