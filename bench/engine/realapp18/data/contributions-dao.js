'use strict';

/* The ContributionsDAO must be constructed with a connected database object */
function ContributionsDAO(db) {
    'use strict';

    if (false === (this instanceof ContributionsDAO)) {
        console.log('Warning: ContributionsDAO constructor called without "new" operator');
        return new ContributionsDAO(db);
    }

    this.contributionsDB = db.collection('contributions');
    this.usersDB = db.collection('users');
}

ContributionsDAO.prototype.update = function (userId, preTax, afterTax, roth, callback) {
    var parsedUserId = parseInt(userId, 10);
    var self = this;

    var contributions = {
        userId: parsedUserId,
        preTax: preTax,
        afterTax: afterTax,
        roth: roth
    };

    this.contributionsDB.updateOne({ userId: parsedUserId }, { $set: contributions }, { upsert: true }, function (err) {
        if (err) return callback(err, null);
        self.usersDB.findOne({ _id: parsedUserId }, function (err, user) {
            if (err) return callback(err, null);
            contributions.userName = user.userName;
            contributions.firstName = user.firstName;
            contributions.lastName = user.lastName;
            contributions.userId = userId;
            return callback(null, contributions);
        });
    });
};

ContributionsDAO.prototype.getByUserId = function (userId, callback) {
    var self = this;
    this.contributionsDB.findOne({ userId: parseInt(userId, 10) }, function (err, contributions) {
        if (err) return callback(err, null);
        contributions = contributions || { preTax: 2, afterTax: 2, roth: 2 };
        self.usersDB.findOne({ _id: parseInt(userId, 10) }, function (err, user) {
            if (err) return callback(err, null);
            contributions.userName = user.userName;
            contributions.firstName = user.firstName;
            contributions.lastName = user.lastName;
            contributions.userId = userId;
            callback(null, contributions);
        });
    });
};

module.exports.ContributionsDAO = ContributionsDAO;
