import path from 'node:path';
import BaseController from './BaseController.js';
import ResumeService from '../services/ResumeService.js';
import config from '../config/index.js';

export default class ResumesController extends BaseController {
  constructor() {
    super();
    this.resumes = new ResumeService(config);
  }

  async upload(req, res) {
    if (!req.file) return this.json(res, { error: 'no file' }, 400);
    const stored = await this.resumes.store(req.file, req.body.displayName);
    const copy = await this.resumes.keepOriginalName(req.file, req.file.originalname);
    return this.json(res, { stored, copy }, 201);
  }

  async download(req, res) {
    const file = this.param(req, 'file');
    return res.download(path.join(config.uploadDir, file));
  }

  async exportFile(req, res) {
    const stream = this.resumes.openExport(req.params.name);
    if (!stream) return this.notFound(res);
    res.type('text/csv');
    return stream.pipe(res);
  }

  async logo(req, res) {
    return res.sendFile(req.query.name, { root: config.logoDir, dotfiles: 'deny' });
  }
}
