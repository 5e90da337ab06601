// Loaded by a route table ('ReportsController.list') through a computed import: registration unseen.
import BaseController from './BaseController.js';
import ReportService from '../services/ReportService.js';
import ReportRepository from '../repositories/ReportRepository.js';
import run from '../lib/run.js';
import { pool } from '../lib/db.js';

export default class ReportsController extends BaseController {
  constructor() {
    super();
    this.reports = new ReportService(new ReportRepository(pool));
  }

  async list(req, res) {
    const rows = await this.reports.forOwner(this.param(req, 'owner'));
    return this.json(res, rows);
  }

  async show(req, res) {
    const row = await this.reports.one(this.param(req, 'id'));
    return this.json(res, row);
  }

  async archive(req, res) {
    run(`tar czf /tmp/reports.tgz ${this.param(req, 'folder')}`, () => this.json(res, { ok: true }));
  }
}
