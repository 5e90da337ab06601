'use strict';

var crypto = require('crypto');

/* The ProfileDAO must be constructed with a connected database object */
function ProfileDAO(db) {
    'use strict';

    if (false === (this instanceof ProfileDAO)) {
        console.log('Warning: ProfileDAO constructor called without "new" operator');
        return new ProfileDAO(db);
    }

    this.users = db.collection('users');
    this.key = crypto.createHash('sha256').update(process.env.PROFILE_KEY || 'profile-key').digest();
}

// Sensitive fields are encrypted at rest.
ProfileDAO.prototype.encrypt = function (toEncrypt) {
    var iv = crypto.randomBytes(12);
    var cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    var enc = Buffer.concat([cipher.update(String(toEncrypt), 'utf8'), cipher.final()]);
    return [iv.toString('hex'), cipher.getAuthTag().toString('hex'), enc.toString('hex')].join(':');
};

ProfileDAO.prototype.decrypt = function (toDecrypt) {
    var parts = String(toDecrypt).split(':');
    var decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(parts[0], 'hex'));
    decipher.setAuthTag(Buffer.from(parts[1], 'hex'));
    return Buffer.concat([decipher.update(Buffer.from(parts[2], 'hex')), decipher.final()]).toString('utf8');
};

// Bank account numbers from the 2017 import were encrypted with the old scheme.
ProfileDAO.prototype.legacyDecrypt = function (toDecrypt) {
    var decipher = crypto.createDecipher('des', process.env.LEGACY_KEY || 'nestegg');
    return decipher.update(toDecrypt, 'hex', 'utf8') + decipher.final('utf8');
};

ProfileDAO.prototype.updateUser = function (userId, firstName, lastName, ssn, dob, address, bankAcc, bankRouting, website, callback) {
    var self = this;
    var user = {};
    if (firstName) user.firstName = firstName;
    if (lastName) user.lastName = lastName;
    if (address) user.address = address;
    if (bankAcc) user.bankAcc = bankAcc;
    if (bankRouting) user.bankRouting = bankRouting;
    if (website) user.website = website;
    if (ssn) user.ssn = self.encrypt(ssn);
    if (dob) user.dob = self.encrypt(dob);

    this.users.updateOne({ _id: userId }, { $set: user }, function (err) {
        if (err) return callback(err, null);
        self.getByUserId(userId, callback);
    });
};

ProfileDAO.prototype.getByUserId = function (userId, callback) {
    var self = this;
    this.users.findOne({ _id: userId }, function (err, user) {
        if (err) return callback(err, null);
        if (user.ssn) user.ssn = self.decrypt(user.ssn);
        if (user.dob) user.dob = self.decrypt(user.dob);
        if (user.bankAcc && user.bankAcc.indexOf(':') < 0) user.bankAcc = self.legacyDecrypt(user.bankAcc);
        callback(null, user);
    });
};

module.exports.ProfileDAO = ProfileDAO;
