const { ObjectId } = require('mongodb');
const mongo = require('../db/mongo');

module.exports = {
  async purge(req, res) {
    const result = await mongo.db('app').collection('sessions').deleteOne({ _id: new ObjectId(req.body.id) });
    res.json({ deleted: result.deletedCount });
  },
};
