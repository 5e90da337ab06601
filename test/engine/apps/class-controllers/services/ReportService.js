class ReportService {
  constructor(repository) {
    this.repository = repository;
  }

  forOwner(owner) {
    return this.repository.byOwner(owner);
  }

  one(id) {
    return this.repository.byId(Number(id));
  }
}

export default ReportService;
