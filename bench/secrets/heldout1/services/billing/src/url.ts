export const LEGACY_ENDPOINT = 'https://billing:liWWkJzOX6NlYMCvM4@legacy-billing.acme.internal/api';
export const PUBLIC_ENDPOINT = 'https://billing.acme.io/api';
export const DOCS = 'https://user:password@example.com is how NOT to do it';
