/**
 * Shapes the fifteenth blind held-out set (bench/secrets/heldout15, a mobile and game studio
 * monorepo) found wrong: FlutterFire's generated `firebase_options.dart` (public client
 * configuration, like google-services.json), Branch's public `key_live_…` key, public keys and
 * certificates written as base64 DER under key names (Google Play's licensing key), a REST API key
 * and Steam's publisher key named by those words, and a private key kept as C string literals one
 * line each. Each shape has its look-alike that must stay as it was. Values come from a seeded
 * generator, so a failure reproduces.
 */
import { describe, expect, it } from 'vitest';
import { loadSecretRules, scanSecrets } from '../../../src/engine/secrets/index.js';
import { isSecretName } from '../../../src/engine/secrets/secret-names.js';
import { judgeGenericValue } from '../../../src/engine/secrets/generic-judge.js';
import { seededRandom } from '../../helpers/seeded-random.js';

const random = seededRandom(15015);
const from = random.from;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const ALNUM = LOWER + UPPER + DIGITS;
const B64 = ALNUM + '+/';
const URLSAFE = ALNUM + '-_';
const HEX = '0123456789abcdef';
const reported = (path: string, content: string): string[] =>
  scanSecrets({ path, content }).filter((f) => f.severity !== 'informative').map((f) => `${f.ruleId}:${f.lineNumber}`);
const informative = (path: string, content: string): string[] =>
  scanSecrets({ path, content }).filter((f) => f.severity === 'informative').map((f) => `${f.ruleId}:${f.lineNumber}`);
const RULE = loadSecretRules().generic;

describe("FlutterFire's firebase_options.dart", () => {
  const options = (key: string) => [
    "import 'package:firebase_core/firebase_core.dart' show FirebaseOptions;",
    'class DefaultFirebaseOptions {',
    '  static const FirebaseOptions android = FirebaseOptions(',
    `    apiKey: '${key}',`,
    `    appId: '1:${from(DIGITS, 12)}:android:${from(HEX, 16)}',`,
    `    messagingSenderId: '${from(DIGITS, 12)}',`,
    "    projectId: 'studio-app',",
    '  );',
    '}',
  ].join('\n');

  it('keeps the generated client configuration at informative, like google-services.json', () => {
    const text = options('AIza' + from(URLSAFE, 35));
    expect(reported('app/lib/firebase_options.dart', text)).toEqual([]);
    expect(informative('app/lib/firebase_options.dart', text)).toEqual(['google-api-key:4']);
  });

  it('reports the same key in any other Dart file', () => {
    expect(reported('app/lib/config/maps.dart', options('AIza' + from(URLSAFE, 35)))).toEqual(['google-api-key:4']);
  });
});

describe("Branch's public key", () => {
  it('a key_live_ key is public, the secret_live_ secret is reported', () => {
    const env = [`BRANCH_KEY=key_live_${from(ALNUM, 32)}`, `BRANCH_SECRET=secret_live_${from(ALNUM, 32)}`].join('\n');
    expect(reported('apps/shop/.env.production', env)).toEqual(['generic-secret:2']);
  });

  it('another value under a Branch key name is still judged', () => {
    expect(reported('apps/shop/.env', `BRANCH_KEY=${from(LOWER, 6)}_${from(HEX, 32)}`)).toEqual(['generic-secret:1']);
    expect(reported('apps/shop/.env', `BRANCH_API_KEY=${from(ALNUM, 40)}`)).toEqual(['generic-secret:1']);
  });
});

describe('public keys and certificates as base64 DER', () => {
  const b64 = (...parts: Buffer[]) => Buffer.concat(parts).toString('base64');
  const hexBytes = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex');
  // RSA-2048 SubjectPublicKeyInfo: SEQUENCE { SEQUENCE { rsaEncryption, NULL }, BIT STRING { RSAPublicKey } }.
  const spki = () => b64(hexBytes('30820122 300d06092a864886f70d0101010500 0382010f00 3082010a 0282010100'), random.bytes(256), hexBytes('0203010001'));
  // PKCS#8 of a P-256 key: SEQUENCE { INTEGER 0, SEQUENCE { ecPublicKey, prime256v1 }, OCTET STRING { ECPrivateKey } }.
  const pkcs8 = () =>
    b64(hexBytes('308187 020100 301306072a8648ce3d020106082a8648ce3d030107 046d306b 020101 0420'), random.bytes(32), hexBytes('a144034200 04'), random.bytes(64));
  // Certificate: SEQUENCE { TBSCertificate SEQUENCE { [0] { INTEGER 2 }, … }, … }.
  const certificate = () => b64(hexBytes('30820341 30820229 a003020102'), random.bytes(832));

  it('a licensing public key or a certificate is not a secret, whatever its name', () => {
    expect(judgeGenericValue(spki(), RULE, true)).toEqual({ secret: false, reason: 'public key or certificate (base64 DER)' });
    expect(judgeGenericValue(certificate(), RULE, true)).toEqual({ secret: false, reason: 'public key or certificate (base64 DER)' });
    const kotlin = `object Billing {\n    const val GOOGLE_PLAY_LICENSE_KEY = "${spki()}"\n}\n`;
    expect(reported('app/src/main/kotlin/Billing.kt', kotlin)).toEqual([]);
  });

  it('a private key in DER, and random base64 that opens like DER, are still secrets', () => {
    expect(judgeGenericValue(pkcs8(), RULE, true).secret).toBe(true);
    for (let i = 0; i < 500; i++) expect(judgeGenericValue('MII' + from(B64, 117), RULE, true)).not.toEqual({ secret: false, reason: 'public key or certificate (base64 DER)' });
    const kotlin = `object Billing {\n    const val LICENSE_KEY = "${pkcs8()}"\n}\n`;
    expect(reported('app/src/main/kotlin/Billing.kt', kotlin)).toHaveLength(1);
  });
});

describe('REST API and publisher keys', () => {
  it('a key qualified by rest or publisher is a credential', () => {
    for (const name of ['oneSignalRestKey', 'REST_KEY', 'parse_rest_key', 'STEAM_PUBLISHER_KEY', 'PublisherKey']) expect(isSecretName(name)).toBe(true);
    for (const name of ['REST_ENDPOINT', 'rest_url', 'PUBLISHER_ID', 'publisher_name']) expect(isSecretName(name)).toBe(false);
    const dart = `class Env {\n  static const oneSignalRestKey = '${from(ALNUM, 48)}';\n  static const oneSignalAppId = '${from(HEX, 8)}-${from(HEX, 4)}-4${from(HEX, 3)}-a${from(HEX, 3)}-${from(HEX, 12)}';\n}\n`;
    expect(reported('app/lib/config/env.dart', dart)).toEqual(['generic-secret:2']);
    const cs = `public static class SteamUploader\n{\n    const int AppId = 1234560;\n    const string PublisherKey = "${from('0123456789ABCDEF', 32)}";\n}\n`;
    expect(reported('Assets/Editor/SteamUploader.cs', cs)).toEqual(['generic-secret:4']);
  });
});

describe('a PEM block kept as C string literals', () => {
  const lines = (begin: string, end: string, n: number) =>
    [`"-----BEGIN ${begin}-----\\n" \\`, ...Array.from({ length: n }, () => `"${from(B64, 64)}\\n" \\`), `"${from(B64, 28)}==\\n" \\`, `"-----END ${end}-----\\n";`].join('\n');

  it('reports the private key on its BEGIN line, not the certificate beside it', () => {
    const header = ['#pragma once', 'static const char *ROOT_CA =', lines('CERTIFICATE', 'CERTIFICATE', 16), '', 'static const char *CLIENT_KEY =', lines('RSA PRIVATE KEY', 'RSA PRIVATE KEY', 24)].join('\n');
    expect(reported('firmware/include/certs.h', header)).toEqual(['private-key-rsa:24']);
  });

  it('in Java, joined with +', () => {
    const body = Array.from({ length: 20 }, () => `        + "${from(B64, 64)}\\n"`).join('\n');
    const java = `class Keys {\n    static final String KEY = "-----BEGIN PRIVATE KEY-----\\n"\n${body}\n        + "-----END PRIVATE KEY-----\\n";\n}\n`;
    expect(reported('src/main/java/Keys.java', java)).toEqual(['private-key-pkcs8:2']);
  });
});
