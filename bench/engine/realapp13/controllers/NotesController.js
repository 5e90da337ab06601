import Joi from 'joi';
import BaseController from './BaseController.js';
import NoteService from '../services/NoteService.js';
import NoteRepository from '../repositories/NoteRepository.js';

const noteSchema = Joi.object({
  candidateId: Joi.number().integer().required(),
  body: Joi.string().max(4000).required(),
  score: Joi.number().min(0).max(10),
  tags: Joi.array().items(Joi.string().max(30)).max(10),
});

export default class NotesController extends BaseController {
  constructor() {
    super();
    this.notes = new NoteService(new NoteRepository());
  }

  async search(req, res) {
    const notes = await this.notes.search(req.query.candidateId, req.query.tag);
    return this.json(res, notes);
  }

  async filter(req, res) {
    const notes = await this.notes.filter(req.body.criteria, req.body.minScore);
    return this.json(res, notes);
  }

  async create(req, res) {
    const { value, error } = noteSchema.validate(req.body, { stripUnknown: true });
    if (error) return this.json(res, { error: error.message }, 422);
    const note = await this.notes.add(req.user.name, value);
    return this.json(res, note, 201);
  }

  async byAuthor(req, res) {
    const [strict, loose] = await Promise.all([
      this.notes.byAuthorStrict(this.param(req, 'author')),
      this.notes.byAuthorLoose(req.query.author),
    ]);
    return this.json(res, { strict, loose });
  }
}
