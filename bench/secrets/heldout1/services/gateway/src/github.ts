import { Octokit } from '@octokit/rest';

export const octokit = new Octokit({ auth: 'ghp_WKCQ3HTC9uHaOTtPXKi9N0M4roTeRVtDOMDx' });

export async function openIssue(title: string, body: string) {
  return octokit.issues.create({ owner: 'acme', repo: 'platform', title, body });
}
