'use strict';

/* The AuditDAO must be constructed with a connected database object */
function AuditDAO(db) {
    'use strict';

    if (false === (this instanceof AuditDAO)) {
        return new AuditDAO(db);
    }
    this.events = db.collection('audit');
}

AuditDAO.prototype.record = function (actor, action, subject) {
    this.events.insertOne({ actor: actor, action: action, subject: String(subject), at: new Date() }, function (err) {
        if (err) console.error('audit write failed', err.message);
    });
};

// The admin audit screen groups events; the grouping stage comes from the screen's query string.
AuditDAO.prototype.grouped = function (match, groupBy, callback) {
    this.events.aggregate([
        { $match: match },
        { $group: { _id: '$' + groupBy, count: { $sum: 1 } } },
        { $sort: { count: -1 } }
    ]).toArray(callback);
};

AuditDAO.prototype.forActor = function (actor, since, callback) {
    this.events.aggregate([
        { $match: { actor: String(actor), at: { $gte: new Date(since) } } },
        { $sort: { at: -1 } },
        { $limit: 100 }
    ]).toArray(callback);
};

module.exports.AuditDAO = AuditDAO;
