import mongoose, { Schema } from 'mongoose';

const AuditEventSchema = new Schema({
  orgId: Number,
  actor: String,
  action: String,
  target: String,
  at: { type: Date, default: Date.now },
});

export const AuditEvent = mongoose.model('AuditEvent', AuditEventSchema);

export const auditRepository = {
  record(orgId: number, actor: string, action: string, target: string) {
    return AuditEvent.create({ orgId, actor, action, target });
  },

  byActor(orgId: number, actor: string) {
    return AuditEvent.find({ orgId, actor: String(actor) }).sort({ at: -1 }).limit(200);
  },

  byAction(orgId: number, action: unknown) {
    return AuditEvent.find({ orgId, action: { $eq: action } }).limit(200);
  },

  query(filter: Record<string, unknown>) {
    return AuditEvent.find(filter).limit(200);
  },

  byTargetPattern(orgId: number, target: string) {
    return AuditEvent.find({ orgId, $where: `this.target.indexOf('${target}') === 0` }).limit(200);
  },
};
