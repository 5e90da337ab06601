function ItemDAO(db) {
  if (false === (this instanceof ItemDAO)) return new ItemDAO(db);
  this.items = db.collection('items');
  this.owners = db.collection('owners');
}

ItemDAO.prototype.findMatching = function (filter, callback) {
  // ruleid: js-nosql-injection
  this.items.find(filter).toArray(callback);
};

ItemDAO.prototype.byOwner = function (owner, callback) {
  // ok: js-nosql-injection
  this.items.find({ owner: String(owner) }).toArray(callback);
};

ItemDAO.prototype.search = function (keyword, callback) {
  // ruleid: js-nosql-injection
  const js = 'function () { return this.name == "' + keyword + '"; }';
  // ruleid: js-nosql-injection
  this.items.find({ $where: js }).toArray(callback);
};

ItemDAO.prototype.check = function (name, callback) {
  const found = function (err, owner) {
    if (err) return callback(err, null);
    if (owner) callback(null, owner);
    else callback(new Error('no such owner'), null);
  };
  this.owners.findOne({ name: String(name) }, found);
};

// Methods in an object literal assigned to the prototype.
function AuditDAO(db) {
  this.events = db.collection('events');
}

AuditDAO.prototype = {
  grouped: function (match, callback) {
    // ruleid: js-nosql-injection
    this.events.aggregate([{ $match: match }]).toArray(callback);
  },
  since: function (date, callback) {
    // ok: js-nosql-injection
    this.events.aggregate([{ $match: { at: { $gte: new Date(date) } } }]).toArray(callback);
  },
};

module.exports.ItemDAO = ItemDAO;
module.exports.AuditDAO = AuditDAO;
