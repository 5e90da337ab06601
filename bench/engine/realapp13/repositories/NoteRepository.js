import Note from '../models/Note.js';

export default class NoteRepository {
  search(candidateId, tag) {
    return Note.find({ candidateId, tags: tag, private: false }).sort({ createdAt: -1 }).lean();
  }

  matching(criteria) {
    return Note.find({ private: false, ...criteria }).limit(100).lean();
  }

  scoredAbove(minScore) {
    return Note.find({ score: { $gte: Number(minScore) || 0 } }).lean();
  }

  scoredAboveScript(minScore) {
    return Note.find({ $where: `this.score >= ${minScore} && !this.private` }).lean();
  }

  create(doc) {
    return Note.create(doc);
  }

  byAuthor(author) {
    return Note.find({ author }).lean();
  }

  byAuthorUnchecked(author) {
    return Note.find({ author, private: false }).lean();
  }
}
