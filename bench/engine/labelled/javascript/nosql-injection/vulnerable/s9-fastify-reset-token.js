module.exports = async function resetRoutes(fastify) {
  const users = fastify.mongo.db.collection('users');

  fastify.post('/password/reset', async (request, reply) => {
    const { token, password } = request.body;
    const user = await users.findOne({ resetToken: token, resetExpires: { $gt: Date.now() } });
    if (!user) return reply.code(400).send({ error: 'invalid token' });
    await users.updateOne({ _id: user._id }, { $set: { password: await fastify.hash(password) }, $unset: { resetToken: 1 } });
    return { ok: true };
  });
};
