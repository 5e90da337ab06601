const express = require('express');
const app = express();
const { MongoClient } = require('mongodb');
const client = new MongoClient('mongodb://localhost');
app.get('/items', async (req, res) => res.json(await client.db('shop').collection('items').find({ owner: 'public' }).limit(Number(req.query.n)).toArray()));
