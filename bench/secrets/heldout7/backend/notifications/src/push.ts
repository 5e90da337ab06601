import admin from 'firebase-admin';
import apn from '@parse/node-apn';

admin.initializeApp({ credential: admin.credential.applicationDefault() });

const FCM_LEGACY_KEY = 'AAAAnSyU3ZS:APA91bCWINRMEcXtAi9Xe5RTKJOMtw2VsLIU-5aYIzjEvSc-aVTTlaTsl_1E09qYa34OaYVmq5ytFsODoZ4CcTwgEt674LMvzHTNHhDHJ2hun5jgmtHlpNIoTlXE70T-NDmg01r_6TML';

export const apnsProvider = new apn.Provider({
  token: {
    key: `-----BEGIN PRIVATE KEY-----
MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgOayPKg4CWJZACGDM
EdrIw1dDDFdfPCk0wPbh8fSNjHUa6WEi7VhaAQtFWyTKH8q9DCy+vZlHUiI4tMdC
R3U0jpU298p1rWq9DN4UbXdtDi+kMfwzdAV12V4jt2x/Eh2Empxh33ot8Yjejc8T
lOvevjYBE9PEyI5EMtNSqzTV+ZT+RFD5RaM
-----END PRIVATE KEY-----`,
    keyId: '3BGTIM7PMJ',
    teamId: 'YXBKAISOWZ',
  },
  production: true,
});

export async function legacySend(token: string, title: string) {
  return fetch('https://fcm.googleapis.com/fcm/send', { method: 'POST', headers: { Authorization: `key=${FCM_LEGACY_KEY}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ to: token, notification: { title } }) });
}
