'use strict';

/* The MemosDAO must be constructed with a connected database object */
function MemosDAO(db) {
    'use strict';

    if (false === (this instanceof MemosDAO)) {
        console.log('Warning: MemosDAO constructor called without "new" operator');
        return new MemosDAO(db);
    }

    this.memosCol = db.collection('memos');
}

MemosDAO.prototype.insert = function (memo, userId, callback) {
    var memos = { memo: String(memo), author: parseInt(userId, 10), timestamp: new Date() };
    this.memosCol.insertOne(memos, function (err, result) {
        if (err) return callback(err, null);
        callback(null, result);
    });
};

MemosDAO.prototype.getAllMemos = function (callback) {
    this.memosCol.find({}).sort({ timestamp: -1 }).limit(50).toArray(function (err, memos) {
        if (err) return callback(err, null);
        callback(null, memos);
    });
};

// Search memos by keyword using a server-side function (older MongoDB without text indexes).
MemosDAO.prototype.search = function (keyword, callback) {
    var js = 'function() { return this.memo.indexOf("' + keyword + '") >= 0; }';
    this.memosCol.find({ $where: js }).toArray(callback);
};

MemosDAO.prototype.byAuthor = function (authorId, callback) {
    this.memosCol.find({ author: Number(authorId) }).toArray(callback);
};

module.exports.MemosDAO = MemosDAO;
