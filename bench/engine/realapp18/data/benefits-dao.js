'use strict';

/* The BenefitsDAO must be constructed with a connected database object */
function BenefitsDAO(db) {
    'use strict';

    if (false === (this instanceof BenefitsDAO)) {
        console.log('Warning: BenefitsDAO constructor called without "new" operator');
        return new BenefitsDAO(db);
    }

    this.usersCol = db.collection('users');
}

BenefitsDAO.prototype.getAllNonAdminUsers = function (callback) {
    this.usersCol.find({ isAdmin: { $ne: true } }).toArray(function (err, users) {
        callback(null, users);
    });
};

BenefitsDAO.prototype.updateBenefits = function (userId, startDate, callback) {
    this.usersCol.updateOne(
        { _id: parseInt(userId, 10) },
        { $set: { benefitStartDate: startDate } },
        function (err, result) {
            if (!err) {
                console.log('Updated benefits');
                return callback(null, result);
            }
            return callback(err, null);
        }
    );
};

// Plan administrators fix a batch of members at once; the batch selector comes from the admin form.
BenefitsDAO.prototype.updateMany = function (selector, startDate, callback) {
    this.usersCol.updateMany(selector, { $set: { benefitStartDate: String(startDate) } }, callback);
};

module.exports.BenefitsDAO = BenefitsDAO;
