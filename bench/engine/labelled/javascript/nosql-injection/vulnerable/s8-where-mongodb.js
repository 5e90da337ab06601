const express = require('express');
const { MongoClient } = require('mongodb');

const router = express.Router();
const client = new MongoClient(process.env.MONGO_URL);

router.get('/documents', async (req, res) => {
  const owner = req.query.owner;
  const docs = await client
    .db('files')
    .collection('documents')
    .find({ $where: "this.owner == '" + owner + "'" })
    .toArray();
  res.json(docs);
});

module.exports = router;
