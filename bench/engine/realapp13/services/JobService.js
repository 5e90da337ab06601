const SORTS = { newest: 'created_at', salary: 'salary_max', title: 'title' };

export default class JobService {
  constructor(jobRepository) {
    this.repo = jobRepository;
  }

  recent(page) {
    return this.repo.page(Math.max(1, page), 20);
  }

  search(term, sort) {
    const column = SORTS[sort] ?? SORTS.newest;
    return this.repo.search(term.trim(), column);
  }

  find(id) {
    return this.repo.findById(id);
  }

  forCompany(slug, remote) {
    return remote === undefined ? this.repo.byCompanySlug(slug) : this.repo.byCompanySlugAndRemote(slug, remote);
  }

  create(companyId, input) {
    return this.repo.insert({
      company_id: companyId,
      title: input.title,
      location: input.location,
      salary_min: input.salaryMin ?? null,
      created_at: new Date(),
    });
  }
}
