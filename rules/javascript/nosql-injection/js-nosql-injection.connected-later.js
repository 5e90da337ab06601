// A connection kept in a module variable that connect() fills in later: by the time a handler asks
// collection() for it, connect() has run, so the guard's throw is not the only way out of collection().
const express = require('express');
const { MongoClient } = require('mongodb');

const client = new MongoClient(process.env.MONGO_URL);
let database;

async function connect() {
  if (!database) {
    await client.connect();
    database = client.db();
  }
  return database;
}

function collection(name) {
  if (!database) throw new Error('not connected');
  return database.collection(name);
}

const notes = () => collection('notes');
const app = express();
app.use(express.json());

app.post('/notes/search', async (req, res) => {
  // ruleid: js-nosql-injection
  const found = await notes().find({ title: req.body.title }).toArray();
  res.json(found);
});

app.post('/notes/search-typed', async (req, res) => {
  // ok: js-nosql-injection
  const found = await notes().find({ title: String(req.body.title) }).toArray();
  res.json(found);
});

connect().then(() => app.listen(3000));
