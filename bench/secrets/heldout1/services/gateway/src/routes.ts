import type { FastifyInstance } from 'fastify';

export default async function routes(app: FastifyInstance) {
  app.post('/login', async (req) => {
    const { username, password } = req.body as { username: string; password: string };
    return app.auth.login(username, password);
  });
  app.post('/password/reset', async (req) => {
    const { token, newPassword } = req.body as { token: string; newPassword: string };
    return app.auth.resetPassword(token, newPassword);
  });
}
