module.exports = (db) => async (req, res) => {
  const min = req.query.min;
  const docs = await db.collection('scores').find({ $where: `this.points > ${min}` }).toArray();
  res.json(docs);
};
