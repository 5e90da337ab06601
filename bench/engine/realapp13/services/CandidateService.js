import { deepMerge, safeMerge } from '../utils/merge.js';

const SORT_COLUMNS = new Map([
  ['name', 'full_name'],
  ['applied', 'last_applied_at'],
  ['score', 'fit_score'],
]);

export default class CandidateService {
  constructor(candidateRepository) {
    this.repo = candidateRepository;
  }

  list(sort, dir, limit) {
    const column = SORT_COLUMNS.get(sort) ?? 'last_applied_at';
    const direction = dir === 'asc' ? 'ASC' : 'DESC';
    return this.repo.list(column, direction, Math.min(limit, 100));
  }

  byEmail(email) {
    return this.repo.findByEmail(String(email ?? '').toLowerCase());
  }

  byId(id) {
    return this.repo.findById(id);
  }

  mergeProfile(id, patch) {
    const current = JSON.parse(this.repo.profileJson(id) ?? '{}');
    const merged = deepMerge(current, patch);
    this.repo.saveProfile(id, JSON.stringify(merged));
    return merged;
  }

  mergeSettings(id, patch) {
    const current = JSON.parse(this.repo.settingsJson(id) ?? '{}');
    const merged = safeMerge(current, patch);
    this.repo.saveSettings(id, JSON.stringify(merged));
    return merged;
  }
}
