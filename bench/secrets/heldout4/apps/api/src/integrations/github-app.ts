import { App } from '@octokit/app';

// GitHub App "harbor-bot" (app id 412233). Installed on harbor-dev org only.
const PRIVATE_KEY = `-----BEGIN RSA PRIVATE KEY-----
phXYplshFuHMOUFU8LttEzJ0r2R1IrzkQahCNkbkz0khTm9CF3jgK7ox0JbndSTJ
015NrSFj/k6AkpYIuKOU+fm7umJtia3tiLhDBLVuZ01eyWfHfi9lXElKmWLC0AEO
aYwmhxxx+pE45/N9lVgfIKdcs3tFO/mT/vseShoAros4ccLSp7ucimqSdcKsw6QF
hCiY6KJhe9dAHP5i8kHWsuJagQKyfnCgiE2r9XddTMtg1hPFt8RTxr1PFLeV2sND
M/D5/kUGmL6Rif5QRzEQ3VRMHr5E7oFCwFERuzMbCNKQ2FhCPSTVUJEFDaDzUNx9
iBQUOd0NcBlYO5/T25hNpuoS9hKvxJkOM3jF42lzfk8SkF1ww4YC6DUC62fzLgOL
sqE4igUkZrnOrjjhXUIklS2Zs7z0BYAv8pFtNUC/+beMR+0fkOeMNTnJ3rMIfy6M
qUy9+P3INB/lZ+MDDiDmG2pjyU7y8ZFfNJn2fzI3cdmyolLDeUlruKR5DfD8jmyk
7VFr5SrJi89Le3equtxsY8D13++G0fkGVIPo/GkwCndEkSuFIr6QTNuJbd1eh445
1ry51rkRWXlz/m+oz+vNn5MPPRGKj/IBvbv7rGZyT5SWTlsnFjasauoesNNgsRtF
pyI1fTsWTjyXIBMUZY+SEWPZSruXqfLSYCp8SmiliwjO0bZQk0HfO65a83rozlKc
8AEB4RCw2eyxub+pCFmyX4RWzWQVjiMpHwdF142VBDHBH487ZHlRaQ61izmQytAa
YzbbRfmYUoFLSBJLtQS7qfxOgAW+7UyTPhFkgpRhkzn2gTLViBRp3tRsbyLTpGcM
oOmFXU4Z+igPlVA3ulcp2w8/2hpVrJwqnp8CUeQA84vXzI4bSvVISV/cwNSlzKf1
zmvRS/Q0KMAoXOFBfUxkpw15LQ2ZXqKLFejJwVHcREhuiCJNpyQFyXyluzQLVCA0
n8vzPq3m0gPIFaGl1AVB+FUjrvrRyQ7tO5YQ+/2rRt4eIXa2+yPDcgxy2i62O1XO
TzyGGyqRxdh0se1LhyGcfw/Shv+jDOi5XDik4sPw5EA3JZT0a6rpPR5uaYdZ3oI4
QcQtwXIEUHBwAgYmu5Yq5A02QWMqznOk4+EN5gCiKKdUbLx2OpKhCAxzBHzeolr7
CtWNH7Pm8u6l5Af3EKw99acWhBJ4DAJY+WO5bGGtKSgPHUF72XpJZYrAWra20g0x
gznTWz5seJCIBRXrrFisl97dp7pQ3rf7vLgMTRe+QumIkr2k1etEOfj23woaqDei
EDXavFwCAURgkMHrEE15cJ9okI6Viq7Gv9wAdfiOfbEtHlJP7yXX/OHF+ZrRQJ/k
kNzKnjiBjqAIvdw/mk85H/2N8izTaJruvbSTZXq9jK2Ypm50bYRO+tMO8jmyDI/H
pPxQwbANWBplKeoubIo8MMT7U684cVlZ+G8ZGFKrgskEZICorbjR4MIviQvujaT1
Hw35TNK68ThjQGobI+SEDQ9rv8K9tcXD3mCeoJucfIIXr/DS2ZZFxdkQZFriOyNC
IQumkVofhSKd0QnLmsS1uoK8fnWg90CpiPHQKVOg/Omgg6I0sXuBYYT+jC/cDkn1
T3WWhqg7wSkkPNsGq3/VBjf7rXa1==
-----END RSA PRIVATE KEY-----`;

export const app = new App({
  appId: 412233,
  privateKey: PRIVATE_KEY,
  oauth: { clientId: 'Iv1.6247758ffac2d19c', clientSecret: '1a3c0273e7b6bd6a2933cc72e980f5fa7b88b63c' },
  webhooks: { secret: 'RkomICm2qZrAmm5qnUzxYfiOvAeNjZ56' },
});

export async function installationOctokit(installationId: number) {
  return app.getInstallationOctokit(installationId);
}
