import axios from 'axios';

// The applicant tracking system the recruiters use; its base URL is deployment configuration.
export default class AtsClient {
  constructor(baseUrl) {
    this.http = axios.create({ baseURL: baseUrl, timeout: 5000 });
  }

  async status(candidateId) {
    const { data } = await this.http.get(`/candidates/${encodeURIComponent(candidateId)}/status`);
    return data;
  }
}
