const express = require('express');
const { MongoClient } = require('mongodb');

const router = express.Router();
const client = new MongoClient(process.env.MONGO_URL);

router.get('/documents', async (req, res) => {
  const owner = req.query.owner;
  if (typeof owner !== 'string') {
    return res.status(400).send('bad owner');
  }
  const docs = await client
    .db('files')
    .collection('documents')
    .find({ owner: { $eq: owner } })
    .toArray();
  res.json(docs);
});

module.exports = router;
