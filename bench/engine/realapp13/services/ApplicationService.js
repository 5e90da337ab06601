export default class ApplicationService {
  constructor(applicationRepository) {
    this.repo = applicationRepository;
  }

  apply(jobId, candidateId, input) {
    return this.repo.insert(jobId, candidateId, input.resumeId, input.coverLetter ?? '', input.source ?? 'direct');
  }

  forCandidate(candidateId, status) {
    return status ? this.repo.forCandidateWithStatus(candidateId, status) : this.repo.forCandidate(candidateId);
  }

  byStage(stage, source) {
    return this.repo.byStage(stage, source);
  }
}
