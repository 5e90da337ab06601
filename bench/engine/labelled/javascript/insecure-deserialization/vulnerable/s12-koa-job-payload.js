const { unserialize } = require('node-serialize');
const queue = require('../queue');

exports.enqueue = async (ctx) => {
  const { payload, priority = 'normal' } = ctx.request.body;
  const job = unserialize(payload);
  await queue.add(job.type, job.data, { priority });
  ctx.status = 202;
  ctx.body = { queued: true };
};
