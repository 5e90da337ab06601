const express = require('express');
const { MongoClient } = require('mongodb');
const router = express.Router();

const client = new MongoClient('mongodb://127.0.0.1:27017');

router.get('/notes', async (req, res) => {
  const owner = req.query.owner;
  if (typeof owner !== 'string') return res.status(400).end();
  const notes = await client
    .db('app')
    .collection('notes')
    .find({ owner: { $eq: owner } })
    .toArray();
  res.json(notes);
});

module.exports = router;
