'use strict';

var bcrypt = require('bcrypt-nodejs');
var crypto = require('crypto');

/* The UserDAO must be constructed with a connected database object */
function UserDAO(db) {
    'use strict';

    /* If this constructor is called without the "new" operator, "this" points
     * to the global object. Log a warning and call it correctly. */
    if (false === (this instanceof UserDAO)) {
        console.log('Warning: UserDAO constructor called without "new" operator');
        return new UserDAO(db);
    }

    var usersCol = db.collection('users');
    this.usersCol = usersCol;
    this.db = db;
}

// Members who enrolled before 2019 still have an unsalted digest; it is upgraded on their next login.
UserDAO.prototype.legacyDigest = function (password) {
    return crypto.createHash('md5').update(password).digest('hex');
};

UserDAO.prototype.addUser = function (userName, firstName, lastName, password, email, callback) {
    var self = this;
    var user = {
        userName: userName,
        firstName: firstName,
        lastName: lastName,
        benefitStartDate: this.getRandomFutureDate(),
        password: bcrypt.hashSync(password, bcrypt.genSaltSync())
    };

    if (email !== '') {
        user.email = email;
    }

    this.getNextSequence('userId', function (err, id) {
        if (err) return callback(err, null);
        user._id = id;
        self.usersCol.insertOne(user, function (err, result) {
            return err ? callback(err, null) : callback(null, user);
        });
    });
};

UserDAO.prototype.getRandomFutureDate = function () {
    var today = new Date();
    var day = (Math.floor(Math.random() * 10) + today.getDay()) % 29;
    var month = (Math.floor(Math.random() * 10) + today.getMonth()) % 12;
    var year = Math.ceil(Math.random() * 30) + today.getFullYear();
    return '' + year + '-' + month + '-' + day;
};

UserDAO.prototype.validateLogin = function (userName, password, callback) {
    var self = this;

    var comparePassword = function (fromDB, fromUser) {
        if (fromDB.password.length === 32) {
            return fromDB.password === self.legacyDigest(fromUser);
        }
        return bcrypt.compareSync(fromUser, fromDB.password);
    };

    var validateUserDoc = function (err, user) {
        if (err) return callback(err, null);

        if (user) {
            if (comparePassword(user, password)) {
                callback(null, user);
            } else {
                var invalidPasswordError = new Error('Invalid password');
                invalidPasswordError.invalidPassword = true;
                callback(invalidPasswordError, null);
            }
        } else {
            var noSuchUserError = new Error('User: ' + user + ' does not exist');
            noSuchUserError.noSuchUser = true;
            callback(noSuchUserError, null);
        }
    };

    this.usersCol.findOne({ userName: String(userName) }, validateUserDoc);
};

// Lookup by user name used by the signup form; the form posts JSON from the new client.
UserDAO.prototype.getUserByUserName = function (userName, callback) {
    this.usersCol.findOne({ userName: userName }, callback);
};

UserDAO.prototype.getUserById = function (userId, callback) {
    this.usersCol.findOne({ _id: parseInt(userId, 10) }, callback);
};

UserDAO.prototype.storeResetToken = function (userName, token, callback) {
    var digest = crypto.createHash('sha256').update(token).digest('hex');
    this.usersCol.updateOne({ userName: String(userName) }, { $set: { resetDigest: digest, resetAt: new Date() } }, callback);
};

UserDAO.prototype.getNextSequence = function (name, callback) {
    this.db.collection('counters').findOneAndUpdate(
        { _id: name },
        { $inc: { seq: 1 } },
        { upsert: true, returnOriginal: false },
        function (err, data) {
            if (err) return callback(err, null);
            callback(null, data.value.seq);
        }
    );
};

module.exports.UserDAO = UserDAO;
