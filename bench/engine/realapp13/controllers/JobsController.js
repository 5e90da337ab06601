import { body, query, validationResult } from 'express-validator';
import BaseController from './BaseController.js';
import JobService from '../services/JobService.js';
import JobRepository from '../repositories/JobRepository.js';
import { knex } from '../lib/db.js';
import { listingEtag } from '../utils/hashing.js';

const createRules = [
  body('title').trim().isLength({ min: 3, max: 120 }).escape(),
  body('location').trim().escape(),
  body('salaryMin').optional().isInt({ min: 0 }).toInt(),
];
const previewRules = [query('headline').isLength({ max: 80 })];

export default class JobsController extends BaseController {
  constructor() {
    super();
    this.jobs = new JobService(new JobRepository(knex));
  }

  async index(req, res) {
    const page = this.intParam(req, 'page', 1);
    const jobs = await this.jobs.recent(page);
    res.set('ETag', listingEtag(jobs));
    return this.render(res, 'jobs', { jobs, page });
  }

  async search(req, res) {
    const q = this.param(req, 'q') ?? '';
    const sort = this.param(req, 'sort');
    const jobs = await this.jobs.search(q, sort);
    return this.render(res, 'search', { q, jobs, count: jobs.length });
  }

  async show(req, res) {
    const job = await this.jobs.find(this.intParam(req, 'id'));
    if (!job) return this.notFound(res, 'No such job');
    return this.render(res, 'job', { job });
  }

  async byCompany(req, res) {
    const slug = this.param(req, 'slug');
    const { remote } = req.query;
    const jobs = await this.jobs.forCompany(slug, remote);
    return this.json(res, jobs);
  }

  async create(req, res) {
    await Promise.all(createRules.map((rule) => rule.run(req)));
    const errors = validationResult(req);
    if (!errors.isEmpty()) return this.json(res, { errors: errors.array() }, 422);
    const id = await this.jobs.create(req.user.companyId, req.body);
    return res.status(201).send(`<p class="flash">Posted <strong>${req.body.title}</strong> in ${req.body.location}.</p><a href="/jobs/${id}">View</a>`);
  }

  async preview(req, res) {
    await Promise.all(previewRules.map((rule) => rule.run(req)));
    if (!validationResult(req).isEmpty()) return this.json(res, { error: 'headline too long' }, 422);
    const job = await this.jobs.find(this.intParam(req, 'id'));
    return res.send(`<section class="preview"><h1>${req.query.headline}</h1><p>${job ? job.id : ''}</p></section>`);
  }
}
