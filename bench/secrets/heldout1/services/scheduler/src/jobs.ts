export const jobs = [
  { id: 'ac0f3195-1bd9-434c-be50-ce1a50bd33ff', cron: '*/5 * * * *', name: 'refresh-tokens' },
  { id: '114a4557-d30b-4524-9e74-58b499ac47e4', cron: '0 3 * * *', name: 'rotate-secrets' },
  { id: '939128c3-c29f-4588-8e06-6b15fa28ba58', cron: '0 * * * *', name: 'purge-password-reset-requests' },
];
