'use strict';

var mongoose = require('mongoose');

var beneficiarySchema = new mongoose.Schema({
    memberId: { type: Number, index: true },
    fullName: String,
    relationship: { type: String, enum: ['spouse', 'child', 'parent', 'trust', 'other'] },
    share: { type: Number, min: 0, max: 100 },
    primary: { type: Boolean, default: true },
    createdAt: { type: Date, default: Date.now }
});

beneficiarySchema.statics.forMember = function (memberId) {
    return this.find({ memberId: Number(memberId) }).sort({ primary: -1, share: -1 });
};

beneficiarySchema.statics.byRelationship = function (memberId, relationship) {
    return this.where('memberId').equals(Number(memberId)).where('relationship').equals(String(relationship));
};

module.exports = mongoose.model('Beneficiary', beneficiarySchema);
