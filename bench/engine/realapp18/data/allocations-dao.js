'use strict';

/* The AllocationsDAO must be constructed with a connected database object */
function AllocationsDAO(db) {
    'use strict';

    if (false === (this instanceof AllocationsDAO)) {
        console.log('Warning: AllocationsDAO constructor called without "new" operator');
        return new AllocationsDAO(db);
    }

    this.allocationsCol = db.collection('allocations');
    this.usersCol = db.collection('users');
}

AllocationsDAO.prototype.update = function (userId, stocks, funds, bonds, callback) {
    var parsedUserId = parseInt(userId, 10);
    var allocations = { userId: parsedUserId, stocks: stocks, funds: funds, bonds: bonds };

    this.allocationsCol.updateOne({ userId: parsedUserId }, { $set: allocations }, { upsert: true }, function (err) {
        if (err) return callback(err, null);
        callback(null, allocations);
    });
};

AllocationsDAO.prototype.getByUserIdAndThreshold = function (userId, threshold, callback) {
    var parsedUserId = parseInt(userId, 10);
    var self = this;

    var searchCriteria = function () {
        if (threshold) {
            return {
                $where: 'this.userId == ' + parsedUserId + ' && this.stocks > ' + threshold
            };
        }
        return { userId: parsedUserId };
    };

    this.allocationsCol.find(searchCriteria()).toArray(function (err, allocations) {
        if (err) return callback(err, null);
        if (!allocations.length) return callback('ERROR: No allocations found for the user', null);

        var doneCounter = 0;
        var userAllocations = [];

        allocations.forEach(function (alloc) {
            self.usersCol.findOne({ _id: alloc.userId }, function (err, user) {
                if (err) return callback(err, null);
                alloc.userName = user.userName;
                alloc.firstName = user.firstName;
                alloc.lastName = user.lastName;
                doneCounter += 1;
                userAllocations.push(alloc);
                if (doneCounter === allocations.length) {
                    callback(null, userAllocations);
                }
            });
        });
    });
};

AllocationsDAO.prototype.findMatching = function (filter, sort, callback) {
    var query = Object.assign({ archived: { $ne: true } }, filter);
    var order = {};
    order[sort === 'stocks' ? 'stocks' : 'userId'] = 1;
    this.allocationsCol.find(query).sort(order).limit(200).toArray(callback);
};

AllocationsDAO.prototype.summaryFor = function (asset, minimum, callback) {
    var field = ['stocks', 'funds', 'bonds'].indexOf(asset) >= 0 ? asset : 'stocks';
    var match = {};
    match[field] = { $gte: Number(minimum) || 0 };
    this.allocationsCol.aggregate([
        { $match: match },
        { $group: { _id: null, members: { $sum: 1 }, average: { $avg: '$' + field } } }
    ]).toArray(callback);
};

AllocationsDAO.prototype.countAbove = function (minimum, callback) {
    var limit = Number(minimum);
    this.allocationsCol.find({ $where: 'this.stocks > 50' }).count(function (err, n) {
        callback(err, { limit: limit, count: n });
    });
};

module.exports.AllocationsDAO = AllocationsDAO;
