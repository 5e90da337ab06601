const mongo = require('../db/mongo');

module.exports = {
  async purge(req, res) {
    const result = await mongo.db('app').collection('sessions').deleteMany(JSON.parse(req.body.filter));
    res.json({ deleted: result.deletedCount });
  },
};
