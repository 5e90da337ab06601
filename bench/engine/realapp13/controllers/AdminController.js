import BaseController from './BaseController.js';
import ImportService from '../services/ImportService.js';
import ToolService from '../services/ToolService.js';
import { scoreWith, scoreWithWeights } from '../utils/scoring.js';
import config from '../config/index.js';
import { njk } from '../lib/views.js';

export default class AdminController extends BaseController {
  constructor() {
    super();
    this.imports = new ImportService();
    this.tools = new ToolService(config);
  }

  async importXml(req, res) {
    const candidates = this.imports.fromXml(req.body);
    return this.json(res, { count: candidates.length });
  }

  async importYaml(req, res) {
    const jobs = this.imports.fromYaml(req.body);
    return this.json(res, { count: jobs.length });
  }

  async restoreSnapshot(req, res) {
    const snapshot = this.imports.fromSnapshot(req.body);
    return this.json(res, { restored: Object.keys(snapshot).length });
  }

  async convertResume(req, res) {
    const pdf = await this.tools.toPdf(req.body.file);
    const text = await this.tools.extractText(req.body.file);
    return this.json(res, { pdf, length: text.length });
  }

  async archive(req, res) {
    const file = await this.tools.archiveExports();
    return res.download(file);
  }

  async scoring(req, res) {
    const candidates = req.body.candidates ?? [];
    const custom = req.body.formula ? candidates.map((c) => scoreWith(req.body.formula, c)) : [];
    const weighted = candidates.map((c) => scoreWithWeights(req.body.weights ?? {}, c));
    return this.json(res, { custom, weighted });
  }

  async previewEmail(req, res) {
    const html = njk.renderString(req.body.template, { candidate: { name: 'Alex Example' }, job: { title: 'Sample role' } });
    return res.send(html);
  }

  async offerEmail(req, res) {
    const html = njk.render('email/offer.njk', { name: req.body.name, role: req.body.role, salary: Number(req.body.salary) });
    return res.type('html').send(html);
  }
}
