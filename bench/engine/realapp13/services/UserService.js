import { hashPassword, verifyPassword, legacyHash } from '../utils/hashing.js';

export default class UserService {
  constructor(knex) {
    this.knex = knex;
  }

  async authenticate(email, password) {
    const user = await this.knex('users').where({ email: String(email).toLowerCase() }).first();
    if (!user) return null;
    if (user.password_hash.startsWith('scrypt$')) return verifyPassword(password, user.password_hash) ? user : null;
    if (user.password_hash !== legacyHash(password)) return null;
    await this.knex('users').where({ id: user.id }).update({ password_hash: hashPassword(password) });
    return user;
  }

  byEmail(email) {
    return this.knex('users').where('email', String(email)).first();
  }

  storeReset(userId, token, pin) {
    return this.knex('password_resets').insert({ user_id: userId, token, pin, expires_at: new Date(Date.now() + 3600e3) });
  }
}
