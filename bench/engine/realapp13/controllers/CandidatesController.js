import BaseController from './BaseController.js';
import CandidateService from '../services/CandidateService.js';
import CandidateRepository from '../repositories/CandidateRepository.js';
import { sqlite } from '../lib/db.js';
import { njk } from '../lib/views.js';

export default class CandidatesController extends BaseController {
  constructor() {
    super();
    this.candidates = new CandidateService(new CandidateRepository(sqlite));
  }

  async list(req, res) {
    const rows = this.candidates.list(this.param(req, 'sort'), this.param(req, 'dir'), this.intParam(req, 'limit', 25));
    return this.render(res, 'candidates', { rows });
  }

  async lookup(req, res) {
    const email = this.param(req, 'email');
    const candidate = this.candidates.byEmail(email);
    if (!candidate) return res.status(404).send(`<p>No candidate with e-mail ${email}</p>`);
    return this.json(res, candidate);
  }

  async show(req, res) {
    const candidate = this.candidates.byId(this.param(req, 'id'));
    if (!candidate) return this.notFound(res);
    return res.send(njk.render('candidate.njk', { candidate, headline: req.query.headline, tab: req.query.tab }));
  }

  async updateProfile(req, res) {
    const id = this.intParam(req, 'id');
    if (id !== req.user.candidateId) return res.status(403).end();
    const profile = this.candidates.mergeProfile(id, req.body);
    const settings = this.candidates.mergeSettings(id, req.body.settings ?? {});
    return this.json(res, { profile, settings });
  }
}
