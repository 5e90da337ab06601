// A Date built from request text is a date (or Invalid Date): it cannot carry a query operator.
const express = require('express');
const { MongoClient } = require('mongodb');

const app = express();
const client = new MongoClient(process.env.MONGO_URL);
const events = client.db().collection('events');

app.get('/audit', async (req, res) => {
  // ok: js-nosql-injection
  const since = await events.find({ at: { $gte: new Date(req.query.since) } }).toArray();
  // ruleid: js-nosql-injection
  const raw = await events.find({ at: { $gte: req.query.since } }).toArray();
  res.json({ since, raw });
});
