import jwt from 'jsonwebtoken';
import BaseController from './BaseController.js';
import UserService from '../services/UserService.js';
import { knex } from '../lib/db.js';
import config from '../config/index.js';
import { isLocalPath, partnerUrl } from '../utils/redirects.js';
import { resetToken, referralCode } from '../utils/tokens.js';

export default class AuthController extends BaseController {
  constructor() {
    super();
    this.users = new UserService(knex);
  }

  async form(req, res) {
    return this.render(res, 'login', { returnTo: req.query.returnTo ?? '/' });
  }

  async login(req, res) {
    const user = await this.users.authenticate(req.body.email, req.body.password);
    if (!user) return this.render(res, 'login', { error: 'Wrong e-mail or password', returnTo: req.body.returnTo });
    const token = jwt.sign({ sub: user.id, name: user.name, roles: user.roles, candidateId: user.candidate_id }, config.jwtSecret, {
      expiresIn: '8h',
    });
    res.cookie('hl_token', token, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 8 * 3600 * 1000 });
    if (req.body.remember) res.cookie('hl_remember', token, { maxAge: 30 * 24 * 3600 * 1000 });
    if (!req.cookies.hl_ref) res.cookie('hl_ref', referralCode(), { sameSite: 'lax' });
    if (req.query.popup) return res.redirect(req.body.returnTo || '/');
    const target = req.body.returnTo;
    return res.redirect(isLocalPath(target) ? target : '/');
  }

  async logout(req, res) {
    res.clearCookie('hl_token');
    return res.redirect('/login');
  }

  async outbound(req, res) {
    const partner = partnerUrl(req.query.partner, req.query.ref);
    if (partner) return res.redirect(partner);
    return res.redirect(302, this.param(req, 'url'));
  }

  async requestReset(req, res) {
    const user = await this.users.byEmail(req.body.email);
    if (user) {
      const token = resetToken();
      const pin = Math.floor(Math.random() * 1000000).toString().padStart(6, '0');
      await this.users.storeReset(user.id, token, pin);
    }
    return this.render(res, 'reset-sent', {});
  }
}
