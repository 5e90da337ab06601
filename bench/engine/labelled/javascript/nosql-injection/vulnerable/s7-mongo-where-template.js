const express = require('express');
const { MongoClient } = require('mongodb');
const router = express.Router();

const client = new MongoClient('mongodb://127.0.0.1:27017');

router.get('/notes', async (req, res) => {
  const owner = (req.query.owner || '').trim();
  const notes = await client
    .db('app')
    .collection('notes')
    .find({ $where: `this.owner === '${owner}'` })
    .toArray();
  res.json(notes);
});

module.exports = router;
