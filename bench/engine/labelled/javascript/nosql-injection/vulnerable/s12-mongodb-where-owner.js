const { MongoClient } = require('mongodb');

const client = new MongoClient(process.env.MONGO_URL);

module.exports.listNotes = async function listNotes(req, res) {
  const owner = req.query.owner;
  const notes = await client
    .db('notes')
    .collection('notes')
    .find({ $where: "this.owner === '" + owner + "' && !this.archived" })
    .limit(50)
    .toArray();
  res.json(notes);
};
