import Joi from 'joi';
import BaseController from './BaseController.js';
import ApplicationService from '../services/ApplicationService.js';
import ApplicationRepository from '../repositories/ApplicationRepository.js';
import { pool } from '../lib/db.js';

const applySchema = Joi.object({
  coverLetter: Joi.string().max(5000).allow(''),
  resumeId: Joi.number().integer().positive().required(),
  source: Joi.string().max(40),
});

const stageSchema = Joi.object({
  stage: Joi.string().valid('new', 'screening', 'interview', 'offer', 'hired', 'rejected').required(),
  source: Joi.string().max(40),
});

export default class ApplicationsController extends BaseController {
  constructor() {
    super();
    this.applications = new ApplicationService(new ApplicationRepository(pool));
  }

  async apply(req, res) {
    const { value, error } = applySchema.validate(req.body);
    if (error) return this.json(res, { error: error.message }, 422);
    const id = await this.applications.apply(this.intParam(req, 'id'), req.user.candidateId, value);
    return this.json(res, { id }, 201);
  }

  async mine(req, res) {
    const rows = await this.applications.forCandidate(req.user.candidateId, this.param(req, 'status'));
    return this.render(res, 'applications', { rows });
  }

  async byStage(req, res) {
    const { value, error } = stageSchema.validate(req.query);
    if (error) return this.json(res, { error: error.message }, 400);
    const rows = await this.applications.byStage(value.stage, value.source);
    return this.json(res, rows);
  }
}
