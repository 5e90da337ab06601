import { Issuer } from 'openid-client';

export async function githubClient() {
  const issuer = await Issuer.discover('https://token.actions.githubusercontent.com');
  return new issuer.Client({
    client_id: 'Iv1.648706e6a1bcae62',
    client_secret: 'a3643296b614882a451e0cefcca235510067d95a',
    redirect_uris: ['https://app.acme.io/oauth/callback'],
  });
}

export async function googleClient() {
  const issuer = await Issuer.discover('https://accounts.google.com');
  return new issuer.Client({
    client_id: process.env.GOOGLE_CLIENT_ID!,
    client_secret: process.env.GOOGLE_CLIENT_SECRET!,
  });
}
