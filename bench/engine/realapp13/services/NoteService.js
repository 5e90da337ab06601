export default class NoteService {
  constructor(noteRepository) {
    this.repo = noteRepository;
  }

  search(candidateId, tag) {
    return this.repo.search(Number(candidateId), tag);
  }

  filter(criteria, minScore) {
    return Promise.all([this.repo.matching(criteria ?? {}), this.repo.scoredAbove(minScore), this.repo.scoredAboveScript(minScore)]);
  }

  add(author, note) {
    return this.repo.create({ ...note, author });
  }

  byAuthorStrict(author) {
    return this.repo.byAuthor(String(author));
  }

  byAuthorLoose(author) {
    return this.repo.byAuthorUnchecked(author);
  }
}
