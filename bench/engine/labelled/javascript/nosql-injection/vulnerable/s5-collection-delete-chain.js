module.exports = (db) => (req, res) => {
  const owner = req.body.owner;
  db.collection('drafts')
    .deleteMany({ owner, published: false })
    .then((r) => res.json({ removed: r.deletedCount }))
    .catch((e) => res.status(500).send(e.message));
};
