export const FIXTURE_STRIPE_SECRET = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
export const FIXTURE_AWS = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
export const FIXTURE_SLACK_WEBHOOK = 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX';
export const FIXTURE_JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
export const FIXTURE_DEVICE_TOKEN = 'e1a677b8ca6aaa43af6241c29153e3f4cf26cbf247b81ff1099818a58ea82db3';
export const FIXTURE_FCM_TOKEN = 'fcm-token-for-tests';
export const FIXTURE_USER_ID = '44082dea-0ce5-4162-afcb-649a1e3a1fa4';
