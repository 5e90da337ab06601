// Mongo-style collections of other libraries take the same query objects.
const express = require('express');
const MarsDB = require('marsdb');
const Datastore = require('nedb');

const reviews = new MarsDB.Collection('reviews');
const orders = new Datastore({ filename: 'orders.db' });
const router = express.Router();

router.patch('/reviews', (req, res) => {
  // An object in the body ({"$ne": null}) matches every review.
  // ruleid: js-nosql-injection
  reviews.update({ _id: req.body.id }, { $set: { message: req.body.message } }, { multi: true });
  // ok: js-nosql-injection
  reviews.update({ _id: String(req.body.id) }, { $set: { message: String(req.body.message) } });
  // ruleid: js-nosql-injection
  orders.find(req.query, (err, docs) => res.json(docs));
  // ok: js-nosql-injection
  orders.find({ status: 'open' }, (err, docs) => res.json(docs));
});

router.get('/orders/:id/track', (req, res) => {
  // Stripped to letters, digits, `_` and `-`: no quote can close the `$where` string.
  const id = String(req.params.id).replace(/[^\w-]+/g, '');
  // ok: js-nosql-injection
  orders.find({ $where: `this.orderId === '${id}'` }, (err, docs) => res.json(docs));
  // Without the `g` flag only the first run of other characters goes.
  const once = String(req.params.id).replace(/[^\w-]+/, '');
  // ruleid: js-nosql-injection
  orders.find({ $where: `this.orderId === '${once}'` }, (err, docs) => res.json(docs));
  // A string is no operator, but `$where` text is code.
  // ruleid: js-nosql-injection
  orders.find({ $where: `this.orderId === '${String(req.params.id)}'` }, (err, docs) => res.json(docs));
});

module.exports = router;

// Aggregation pipelines: each stage is a query object.
module.exports.pipelines = (app, db) => {
  app.post('/reports', async (req, res) => {
    // ruleid: js-nosql-injection
    const a = await db.collection('orders').aggregate([{ $match: req.body.filter }]).toArray();
    // ok: js-nosql-injection
    const b = await db.collection('orders').aggregate([{ $match: { status: String(req.body.status) } }]).toArray();
    res.json([a, b]);
  });
};
