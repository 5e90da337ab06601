#!/usr/bin/env node
/**
 * Writes bench/secrets/heldout12/: a twelfth held-out set for the secrets scanner, written blind
 * (without reading the scanner, its rules or the other sets). Seeded, so reruns give the same files.
 * Every credential is random text from seeded-random.mjs in the provider's published shape; none is real.
 *
 *   node bench/secrets/make-heldout12.mjs [--seed N]
 *
 * The set is one repository of an IoT hardware company and its small game studio: firmware
 * (ESP-IDF sdkconfig and Kconfig, Arduino sketches, PlatformIO, Zephyr prj.conf, C headers with
 * #define'd keys, LoRaWAN keys as hex strings and LMIC byte arrays, AWS IoT / Azure IoT Hub
 * connection strings and device keys), a Python factory-provisioning tool, Node-RED, Home Assistant,
 * Mosquitto, Grafana/InfluxDB/Telegraf, Balena and Particle, and the studio's Unity, Unreal and
 * Godot projects with Steamworks, PlayFab, Epic Online Services, Photon and GameAnalytics settings,
 * Lua configuration and Android keystore properties.
 * Labelling decisions: BLE pairing passkeys (six digits), LoRaWAN DevEUI/JoinEUI/DevAddr, device
 * serials, MAC addresses, public app and title ids (Steam app id, PlayFab title id, EOS product,
 * sandbox and deployment ids, Photon app ids, GameAnalytics game keys), certificates and public keys,
 * password hashes (Mosquitto $7$/$6$), encrypted blobs and well-known defaults are NOT credentials.
 * WiFi, MQTT, OTA, keystore and service passwords, LoRaWAN AppKey/NwkSKey/AppSKey, private keys,
 * access tokens, signing and encryption keys are. A label is the line a scanner should report: the
 * line holding the value (for a PEM block, its BEGIN line).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entrySet, S } from './entry-set.mjs';
import { ALNUM, B64, cap, DIG, HEX, LOW, seededRandom, seedFromArgs, UP } from './seeded-random.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'heldout12');
const { rnd, int, pick, from, hex, uuid } = seededRandom(seedFromArgs(12012));
const chance = (p) => rnd() < p;

// ---- files and labels (entry-set.mjs) ----
const { files, file, writeAll } = entrySet(out);
/** Half the time the careful author's line (placeholder or environment read) instead of the secret. */
const leakOr = (p, secretEntry, safeText) => (chance(p) ? secretEntry : safeText);

// ---- value makers ----
const WORDS = ['copper', 'falcon', 'meadow', 'lantern', 'quartz', 'ember', 'tundra', 'juniper', 'cobalt', 'harbor',
  'willow', 'granite', 'saffron', 'plover', 'thistle', 'marble', 'orchid', 'bramble', 'cedar', 'velvet', 'pebble', 'hazel'];
const SYM = '!@#%&*-_+=?';
const URLSAFE = ALNUM + '-_';
const b64 = (bytes) => {
  const n = Math.ceil(bytes / 3) * 4;
  const pad = (3 - (bytes % 3)) % 3;
  return from(B64, n - pad) + '='.repeat(pad);
};
const b64url = (s) => Buffer.from(s).toString('base64url');
const digits = (n) => from('123456789', 1) + from(DIG, n - 1);
const HEXU = HEX.toUpperCase();
/** Passwords people type: words, digits and a symbol; or a generator's random string. */
const password = () => {
  switch (int(4)) {
    case 0: return cap(pick(WORDS)) + pick(SYM) + cap(pick(WORDS)) + digits(int(3) + 2);
    case 1: return from(ALNUM + SYM, 14 + int(10));
    case 2: return pick(WORDS) + '-' + pick(WORDS) + '-' + pick(WORDS) + '-' + digits(2);
    default: return from(ALNUM, 16 + int(12));
  }
};
const wifiPass = () => (chance(0.5) ? cap(pick(WORDS)) + cap(pick(WORDS)) + digits(4) + pick('!#?') : password());
const ssid = () => pick(['Factory', 'Lab', 'Warehouse', 'Office', 'Studio', 'Greenhouse']) + '-' + pick(['2G', '5G', 'IoT', 'Guest', 'Line' + int(9)]);
const V = {
  awsAk: () => 'AKIA' + from(UP + '234567', 16),
  awsSk: () => from(ALNUM + '/+', 40),
  azureKey: () => b64(32),
  lora: () => (chance(0.5) ? hex(32).toUpperCase() : hex(32)),
  eui: () => hex(16).toUpperCase(),
  influx: () => from(URLSAFE, 86) + '==',
  glsa: () => 'glsa_' + from(ALNUM, 32) + '_' + hex(8),
  glc: () => 'glc_' + b64url(JSON.stringify({ o: digits(6), n: 'stack-' + digits(6) + '-hm-read', k: from(ALNUM, 24), m: { r: 'prod-eu-west-2' } })),
  grafanaLegacy: () => b64url(JSON.stringify({ k: from(ALNUM, 32), n: pick(['ci', 'kiosk', 'alerts']), id: 1 })).replace(/-/g, 'A'),
  balena: () => from(ALNUM, 32),
  particle: () => hex(40),
  particleDevice: () => hex(24),
  steamKey: () => hex(32).toUpperCase(),
  playfab: () => from(UP + DIG, 52),
  playfabTitle: () => from(HEXU, 5),
  eosSecret: () => from(ALNUM + '/+', 43),
  eosClientId: () => 'xyza7891' + from(ALNUM, 24),
  gaSecret: () => hex(40),
  gaGameKey: () => hex(32),
  telegram: () => digits(10) + ':AA' + from(URLSAFE, 33),
  ghp: () => 'ghp_' + from(ALNUM, 36),
  slack: () => `https://hooks.slack.com/services/T${from(UP + DIG, 8)}/B${from(UP + DIG, 10)}/${from(ALNUM, 24)}`,
  discord: () => `https://discord.com/api/webhooks/${digits(18)}/${from(URLSAFE, 68)}`,
  sendgrid: () => 'SG.' + from(URLSAFE, 22) + '.' + from(URLSAFE, 43),
  fcm: () => 'AAAA' + from(URLSAFE, 7) + ':APA91b' + from(URLSAFE, 134),
  jwt: (payload) => 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' + b64url(JSON.stringify(payload)) + '.' + from(URLSAFE, 43),
  mac: () => Array.from({ length: 6 }, () => hex(2).toUpperCase()).join(':'),
  serial: () => pick(['SN', 'HW', 'DV']) + digits(2) + '-' + from(UP + DIG, 8),
  sha256: () => hex(64),
  guid: () => hex(32),
};
const pemLines = (n) => Array.from({ length: n }, () => from(B64, 64)).join('\n') + '\n' + from(B64, 24) + '==';
const rsaKey = () => `-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA${from(B64, 48)}\n${pemLines(23)}\n-----END RSA PRIVATE KEY-----`;
const ecKey = () => `-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI${from(B64, 55)}\n${from(B64, 64)}\n${from(B64, 24)}==\n-----END EC PRIVATE KEY-----`;
const pkcs8 = () => `-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ${from(B64, 14)}\n${pemLines(24)}\n-----END PRIVATE KEY-----`;
const cert = () => `-----BEGIN CERTIFICATE-----\nMIIDWTCCAkGgAwIBAgIU${from(B64, 44)}\n${pemLines(18)}\n-----END CERTIFICATE-----`;
const pubKey = () => `-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${from(B64, 28)}\n${from(B64, 60)}==\n-----END PUBLIC KEY-----`;
const cByteArray = (h) => '{ ' + h.match(/../g).map((b) => '0x' + b.toUpperCase()).join(', ') + ' }';

// ---- firmware ----
const DEVICES = ['soil-probe', 'door-sensor', 'air-monitor', 'pump-controller', 'beehive-scale', 'cold-chain-tag',
  'smart-plug', 'weather-node', 'tank-level', 'asset-tracker', 'lux-meter', 'gate-opener'];
const defName = (d) => d.toUpperCase().replace(/-/g, '_');
const mqttHost = () => pick(['mqtt.', 'broker.', 'iot.']) + pick(['voltcraft-iot.example', 'fieldlab.example', 'sensors.example']);

function arduinoSketch(dev, usesHeader) {
  const wifi = wifiPass();
  const mqttPw = password();
  const cal = Array.from({ length: 8 }, () => '0x' + hex(4).toUpperCase()).join(', ');
  return [
    `// ${dev} firmware — ESP32 Arduino core`,
    '#include <WiFi.h>',
    '#include <PubSubClient.h>',
    '#include <ArduinoOTA.h>',
    usesHeader ? '#include "secrets.h"' : null,
    '',
    usesHeader ? null : [
      `const char* ssid = "${ssid()}";`,
      leakOr(0.8, S('wifi-password', 'WiFi password in an Arduino sketch', `const char* password = "${wifi}";`), 'const char* password = WIFI_PASSWORD; // from build flags'),
      `const char* mqtt_server = "${mqttHost()}";`,
      'const int mqtt_port = 8883;',
      `const char* mqtt_user = "${dev}-${int(90) + 10}";`,
      leakOr(0.8, S('mqtt-password', 'MQTT password in an Arduino sketch', `const char* mqtt_pass = "${mqttPw}";`), 'const char* mqtt_pass = "";  // set via provisioning'),
    ],
    `static const uint16_t ADC_CAL[8] = { ${cal} };`,
    `#define DEVICE_SERIAL "${V.serial()}"`,
    `#define FW_BUILD_HASH "${hex(40)}"`,
    `#define BLE_PASSKEY ${digits(6)}`,
    '',
    'WiFiClientSecure net;',
    'PubSubClient client(net);',
    '',
    'void setup() {',
    '  Serial.begin(115200);',
    usesHeader ? '  WiFi.begin(WIFI_SSID, WIFI_PASS);' : '  WiFi.begin(ssid, password);',
    '  while (WiFi.status() != WL_CONNECTED) { delay(250); }',
    chance(0.5) ? leakOr(0.7, S('ota-password', 'ArduinoOTA password literal', `  ArduinoOTA.setPassword("${password()}");`), '  ArduinoOTA.setPasswordHash(OTA_PASSWORD_MD5);') : `  ArduinoOTA.setPasswordHash("${hex(32)}"); // md5 of the OTA password`,
    '  ArduinoOTA.begin();',
    usesHeader ? '  client.setServer(MQTT_HOST, 8883);' : '  client.setServer(mqtt_server, mqtt_port);',
    '}',
    '',
    'void loop() {',
    '  ArduinoOTA.handle();',
    `  if (!client.connected()) client.connect("${dev}", ${usesHeader ? 'MQTT_USER, MQTT_PASS' : 'mqtt_user, mqtt_pass'});`,
    '  client.loop();',
    '}',
  ];
}

function secretsHeader(dev, example) {
  const g = `${defName(dev)}_SECRETS_H`;
  const val = (kind, why, name, v, placeholder) => (example
    ? `#define ${name} "${placeholder}"`
    : S(kind, why, `#define ${name} "${v}"`));
  return [
    `#ifndef ${g}`,
    `#define ${g}`,
    example ? '// Copy to secrets.h and fill in. Never commit secrets.h.' : '// Device secrets — generated by provision.py',
    `#define WIFI_SSID "${example ? 'your-ssid' : ssid()}"`,
    val('wifi-password', 'WiFi password #define', 'WIFI_PASS', wifiPass(), 'your-wifi-password'),
    `#define MQTT_HOST "${mqttHost()}"`,
    `#define MQTT_USER "${dev}"`,
    val('mqtt-password', 'MQTT password #define', 'MQTT_PASS', password(), 'CHANGE_ME'),
    chance(0.5) ? val('api-key', 'backend device API key #define', 'DEVICE_API_KEY', 'dk_' + from(ALNUM, 40), 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx') : `#define DEVICE_ID "${uuid()}"`,
    `#define OTA_PASSWORD_MD5 "${hex(32)}"`,
    `#endif // ${g}`,
  ];
}

function awsIotHeader(dev) {
  return [
    '#pragma once',
    '#include <pgmspace.h>',
    `#define THINGNAME "${dev}-${hex(6)}"`,
    `const char AWS_IOT_ENDPOINT[] = "${from(LOW + DIG, 14)}-ats.iot.${pick(['eu-west-1', 'us-east-1', 'ap-southeast-2'])}.amazonaws.com";`,
    '',
    '// Amazon Root CA 1',
    'static const char AWS_CERT_CA[] PROGMEM = R"EOF(',
    cert(),
    ')EOF";',
    '',
    '// Device Certificate',
    'static const char AWS_CERT_CRT[] PROGMEM = R"KEY(',
    cert(),
    ')KEY";',
    '',
    '// Device Private Key',
    'static const char AWS_CERT_PRIVATE[] PROGMEM = R"KEY(',
    S('private-key', 'device private key embedded in a header', rsaKey()),
    ')KEY";',
  ];
}

function azureHeader(dev) {
  const hub = pick(['voltcraft', 'fieldlab', 'coldchain']) + '-hub-' + pick(['prod', 'eu', 'test']);
  return [
    '#pragma once',
    `// Azure IoT Hub settings for ${dev}`,
    `#define IOT_CONFIG_IOTHUB_FQDN "${hub}.azure-devices.net"`,
    `#define IOT_CONFIG_DEVICE_ID "${dev}-${int(900) + 100}"`,
    leakOr(0.8, S('azure-iot', 'Azure IoT Hub device key', `#define IOT_CONFIG_DEVICE_KEY "${V.azureKey()}"`), '#define IOT_CONFIG_DEVICE_KEY "<your device key>"'),
    '// connection string kept for the legacy SDK path',
    leakOr(0.8, S('azure-iot', 'Azure IoT Hub connection string', `static const char* connectionString = "HostName=${hub}.azure-devices.net;DeviceId=${dev};SharedAccessKey=${V.azureKey()}";`),
      `static const char* connectionString = "HostName=${hub}.azure-devices.net;DeviceId=${dev};SharedAccessKey=[device key]";`),
    `#define IOT_CONFIG_MODEL_ID "dtmi:voltcraft:${dev.replace(/-/g, '_')};1"`,
    '#define SAS_TOKEN_DURATION_IN_MINUTES 60',
  ];
}

function loraHeader(dev, style) {
  const appkey = V.lora();
  const nwk = V.lora();
  const apps = V.lora();
  if (style === 'lmic') {
    return [
      '#include <lmic.h>',
      '#include <hal/hal.h>',
      '',
      '// LSB order for the EUIs, MSB for the key (TTN console "C-style")',
      `static const u1_t PROGMEM APPEUI[8] = ${cByteArray(hex(16))};`,
      'void os_getArtEui (u1_t* buf) { memcpy_P(buf, APPEUI, 8);}',
      `static const u1_t PROGMEM DEVEUI[8] = ${cByteArray(hex(16))};`,
      'void os_getDevEui (u1_t* buf) { memcpy_P(buf, DEVEUI, 8);}',
      S('lorawan-key', 'LMIC AppKey byte array', `static const u1_t PROGMEM APPKEY[16] = ${cByteArray(appkey)};`),
      'void os_getDevKey (u1_t* buf) {  memcpy_P(buf, APPKEY, 16);}',
      '',
      `static const uint8_t SENSOR_CAL[16] = ${cByteArray(hex(32))};`,
      `static const uint8_t AES_SBOX_HEAD[16] = { 0x63, 0x7C, 0x77, 0x7B, 0xF2, 0x6B, 0x6F, 0xC5, 0x30, 0x01, 0x67, 0x2B, 0xFE, 0xD7, 0xAB, 0x76 };`,
    ];
  }
  if (style === 'abp') {
    return [
      '// ABP session for bench units',
      `#define LORA_DEVADDR 0x${hex(8).toUpperCase()}`,
      S('lorawan-key', 'LoRaWAN NwkSKey byte array', `static const PROGMEM u1_t NWKSKEY[16] = ${cByteArray(nwk)};`),
      S('lorawan-key', 'LoRaWAN AppSKey byte array', `static u1_t PROGMEM APPSKEY[16] = ${cByteArray(apps)};`),
      `static const uint32_t CRC32_SEED = 0x${hex(8).toUpperCase()};`,
    ];
  }
  return [
    '#pragma once',
    `// OTAA credentials for ${dev} (RAK/RadioLib style, MSB hex strings)`,
    `#define LORAWAN_DEV_EUI "${V.eui()}"`,
    `#define LORAWAN_JOIN_EUI "${V.eui()}"`,
    leakOr(0.85, S('lorawan-key', 'LoRaWAN AppKey hex string', `#define LORAWAN_APP_KEY "${appkey}"`), '#define LORAWAN_APP_KEY "00000000000000000000000000000000"'),
    chance(0.5) ? S('lorawan-key', 'LoRaWAN NwkKey hex string', `#define LORAWAN_NWK_KEY "${nwk}"`) : null,
    `#define LORAWAN_REGION LORAMAC_REGION_EU868`,
    `#define CALIBRATION_CRC 0x${hex(8).toUpperCase()}`,
  ];
}

function platformioIni(dev) {
  const envs = [];
  envs.push('[platformio]', `default_envs = ${dev}`, '', '[env]', 'platform = espressif32@6.5.0', 'framework = arduino',
    'monitor_speed = 115200', 'lib_deps =', '    knolleary/PubSubClient@^2.8', '    bblanchon/ArduinoJson@^7.0.4', '');
  envs.push(`[env:${dev}]`, 'board = esp32dev');
  const style = int(4);
  if (style === 0) {
    envs.push('upload_protocol = espota', `upload_port = ${dev}.local`,
      S('ota-password', 'PlatformIO espota --auth password', `upload_flags = --auth=${password()}`));
  } else if (style === 1) {
    envs.push('upload_protocol = espota', `upload_port = 192.168.${int(250)}.${int(250)}`, 'upload_flags =', '    --port=3232',
      S('ota-password', 'PlatformIO espota --auth password on a continuation line', `    --auth=${password()}`));
  } else if (style === 2) {
    envs.push('upload_protocol = espota', 'upload_flags = --auth=${sysenv.OTA_PASSWORD}');
  } else {
    envs.push('build_flags =', `    -DWIFI_SSID=\\"${ssid()}\\"`,
      S('wifi-password', 'WiFi password in PlatformIO build_flags', `    -DWIFI_PASSWORD=\\"${wifiPass()}\\"`),
      `    -DFW_VERSION=\\"1.${int(9)}.${int(20)}\\"`, `    -DBUILD_ID=\\"${hex(12)}\\"`);
  }
  envs.push('', '[env:native]', 'platform = native', 'test_filter = test_native_*');
  return envs;
}

function sdkconfig(dev) {
  return [
    '#',
    '# Automatically generated file. DO NOT EDIT.',
    '# Espressif IoT Development Framework (ESP-IDF) 5.1.2 Project Configuration',
    '#',
    'CONFIG_IDF_TARGET="esp32s3"',
    'CONFIG_ESPTOOLPY_FLASHSIZE_8MB=y',
    'CONFIG_PARTITION_TABLE_CUSTOM=y',
    'CONFIG_PARTITION_TABLE_CUSTOM_FILENAME="partitions.csv"',
    '#',
    '# Example Connection Configuration',
    '#',
    `CONFIG_EXAMPLE_WIFI_SSID="${ssid()}"`,
    leakOr(0.8, S('wifi-password', 'ESP-IDF sdkconfig WiFi password', `CONFIG_EXAMPLE_WIFI_PASSWORD="${wifiPass()}"`), 'CONFIG_EXAMPLE_WIFI_PASSWORD="mypassword"'),
    'CONFIG_EXAMPLE_WIFI_CONN_MAX_RETRY=6',
    `CONFIG_BROKER_URL="mqtts://${mqttHost()}:8883"`,
    `CONFIG_BROKER_USERNAME="${dev}"`,
    chance(0.7) ? S('mqtt-password', 'ESP-IDF sdkconfig MQTT password', `CONFIG_BROKER_PASSWORD="${password()}"`) : 'CONFIG_BROKER_PASSWORD=""',
    'CONFIG_SECURE_BOOT=y',
    'CONFIG_SECURE_BOOT_V2_ENABLED=y',
    'CONFIG_SECURE_BOOT_SIGNING_KEY="secure_boot_signing_key.pem"',
    'CONFIG_SECURE_FLASH_ENC_ENABLED=y',
    'CONFIG_BT_ENABLED=y',
    'CONFIG_BT_NIMBLE_SM_SC=y',
    `CONFIG_EXAMPLE_STATIC_PASSKEY=y`,
    `CONFIG_EXAMPLE_PASSKEY=${digits(6)}`,
    `CONFIG_APP_PROJECT_VER="${hex(7)}"`,
    'CONFIG_LWIP_MAX_SOCKETS=10',
    `CONFIG_ESP_HTTPS_OTA_ALLOW_HTTP=n`,
    chance(0.5) ? S('ota-password', 'OTA server basic-auth password in sdkconfig', `CONFIG_OTA_HTTP_AUTH_PASSWORD="${password()}"`) : `CONFIG_OTA_FIRMWARE_SHA256="${V.sha256()}"`,
  ];
}

function kconfig() {
  return [
    'menu "Example Configuration"',
    '',
    '    config EXAMPLE_WIFI_SSID',
    '        string "WiFi SSID"',
    '        default "myssid"',
    '        help',
    '            SSID (network name) for the example to connect to.',
    '',
    '    config EXAMPLE_WIFI_PASSWORD',
    '        string "WiFi Password"',
    '        default "mypassword"',
    '        help',
    '            WiFi password (WPA or WPA2) for the example to use.',
    '',
    '    config BROKER_PASSWORD',
    '        string "Broker password"',
    '        default ""',
    '',
    '    config EXAMPLE_PASSKEY',
    '        int "BLE static passkey"',
    '        default 123456',
    '',
    'endmenu',
  ];
}

function zephyrConf(dev) {
  return [
    '# Networking',
    'CONFIG_NETWORKING=y',
    'CONFIG_NET_IPV4=y',
    'CONFIG_WIFI=y',
    'CONFIG_WIFI_CREDENTIALS=y',
    'CONFIG_WIFI_CREDENTIALS_STATIC=y',
    `CONFIG_WIFI_CREDENTIALS_STATIC_SSID="${ssid()}"`,
    leakOr(0.8, S('wifi-password', 'Zephyr static WiFi password', `CONFIG_WIFI_CREDENTIALS_STATIC_PASSWORD="${wifiPass()}"`), 'CONFIG_WIFI_CREDENTIALS_STATIC_PASSWORD=""'),
    '# Golioth',
    'CONFIG_GOLIOTH_FIRMWARE_SDK=y',
    `CONFIG_GOLIOTH_SAMPLE_PSK_ID="${dev}@${pick(['voltcraft', 'fieldlab'])}-${hex(4)}"`,
    leakOr(0.8, S('psk', 'Golioth device PSK', `CONFIG_GOLIOTH_SAMPLE_PSK="${from(ALNUM, 32)}"`), 'CONFIG_GOLIOTH_SAMPLE_PSK="my-psk"'),
    '# Bluetooth',
    'CONFIG_BT=y',
    'CONFIG_BT_SMP=y',
    'CONFIG_BT_FIXED_PASSKEY=y',
    `CONFIG_BT_DEVICE_NAME="${dev}"`,
    'CONFIG_MCUBOOT_SIGNATURE_KEY_FILE="bootloader/mcuboot/root-ec-p256.pem"',
    `CONFIG_MCUBOOT_IMGTOOL_SIGN_VERSION="1.${int(9)}.0+${int(99)}"`,
  ];
}

function deviceReadme(dev) {
  return [
    `# ${dev}`,
    '',
    'Build with PlatformIO: `pio run -e ' + dev + '`.',
    '',
    'Create `include/secrets.h` from `include/secrets.h.example`:',
    '',
    '```c',
    '#define WIFI_PASS "your-wifi-password"',
    '#define MQTT_PASS "CHANGE_ME"',
    '```',
    '',
    'OTA: `pio run -t upload --upload-port ' + dev + '.local` with `--auth=$OTA_PASSWORD` in your environment.',
    '',
    `Hardware rev C, MAC prefix ${V.mac().slice(0, 8)}, BLE passkey printed on the label (six digits, e.g. 000000).`,
    `Firmware image sha256: \`${V.sha256()}\``,
  ];
}

function calibration(dev) {
  const rows = Array.from({ length: 8 }, () => '  ' + Array.from({ length: 8 }, () => '0x' + hex(4).toUpperCase()).join(', ') + ',');
  return [
    `// Factory calibration for ${dev}, generated from cal run ${uuid()}`,
    '#include <stdint.h>',
    'const uint16_t thermistor_lut[64] = {',
    ...rows,
    '};',
    `const uint32_t CAL_CRC32 = 0x${hex(8).toUpperCase()};`,
    `const char CAL_SERIAL[] = "${V.serial()}";`,
    `const uint8_t FACTORY_MAC[6] = ${cByteArray(hex(12))};`,
    `const char CAL_KEY_ID[] = "${hex(16)}";`,
  ];
}

DEVICES.forEach((dev, i) => {
  const base = `firmware/${dev}`;
  const useHeader = chance(0.5);
  const ino = i % 3 === 0;
  file(ino ? `${base}/${dev}.ino` : `${base}/src/main.cpp`, arduinoSketch(dev, useHeader));
  if (useHeader) {
    file(`${base}/include/secrets.h`, secretsHeader(dev, false));
  }
  file(`${base}/include/secrets.h.example`, secretsHeader(dev, true));
  file(`${base}/platformio.ini`, platformioIni(dev));
  file(`${base}/README.md`, deviceReadme(dev));
  file(`${base}/.gitignore`, ['.pio/', '.vscode/', 'include/secrets.h', 'certs/*.key', '*.bin']);
  if (i % 4 === 1) file(`${base}/sdkconfig`, sdkconfig(dev));
  if (i % 4 === 1) file(`${base}/main/Kconfig.projbuild`, kconfig());
  if (i % 4 === 2) file(`${base}/prj.conf`, zephyrConf(dev));
  if (i % 3 === 1) {
    file(`${base}/include/aws_iot_secrets.h`, awsIotHeader(dev));
    file(`${base}/certs/AmazonRootCA1.pem`, [cert()]);
    file(`${base}/certs/device.pem.crt`, [cert()]);
    file(`${base}/certs/public.pem.key`, [pubKey()]);
    if (chance(0.6)) file(`${base}/certs/private.pem.key`, [S('private-key', 'AWS IoT device private key file', chance(0.5) ? rsaKey() : pkcs8())]);
  }
  if (i % 3 === 2) file(`${base}/include/azure_iot_config.h`, azureHeader(dev));
  if (i % 2 === 0) file(`${base}/include/lorawan_keys.h`, loraHeader(dev, pick(['lmic', 'abp', 'hex'])));
  file(`${base}/src/calibration.c`, calibration(dev));
  if (i % 4 === 3) file(`${base}/partitions.csv`, ['# Name,   Type, SubType, Offset,  Size, Flags', 'nvs,      data, nvs,     0x9000,  0x5000,', 'otadata,  data, ota,     0xe000,  0x2000,', 'app0,     app,  ota_0,   0x10000, 0x1E0000,', 'app1,     app,  ota_1,   0x1F0000,0x1E0000,', 'nvs_key,  data, nvs_keys,0x3D0000,0x1000, encrypted']);
});
// SPIFFS/LittleFS configuration uploaded with `pio run -t uploadfs`
DEVICES.forEach((dev, i) => {
  if (i % 2 !== 1) return;
  const cfg = chance(0.7);
  const lines = ['{', `  "device": "${dev}",`, `  "serial": "${V.serial()}",`, '  "wifi": {', `    "ssid": "${ssid()}",`,
    cfg ? S('wifi-password', 'WiFi password in a device filesystem JSON', `    "psk": "${wifiPass()}"`) : '    "psk": ""',
    '  },', '  "mqtt": {', `    "host": "${mqttHost()}",`, '    "port": 8883,', `    "user": "${dev}",`,
    cfg ? S('mqtt-password', 'MQTT password in a device filesystem JSON', `    "pass": "${password()}"`) : '    "pass": "${MQTT_PASS}"',
    '  },', `  "cal_crc": "${hex(8)}",`, `  "fw_sha": "${V.sha256()}"`, '}'];
  file(`firmware/${dev}/data/config.json`, lines);
});
const EXAMPLES = [
  ['multi-ap', () => ['#include <WiFiMulti.h>', 'WiFiMulti wifiMulti;', 'void setup() {',
    S('wifi-password', 'WiFiMulti addAP password literal', `  wifiMulti.addAP("${ssid()}", "${wifiPass()}");`),
    S('wifi-password', 'WiFiMulti addAP password literal', `  wifiMulti.addAP("${ssid()}", "${wifiPass()}");`),
    '  wifiMulti.addAP("open-guest");', '}', 'void loop() { wifiMulti.run(); }']],
  ['soft-ap', () => ['#include <WiFi.h>', 'void setup() {',
    S('wifi-password', 'softAP password literal', `  WiFi.softAP("${pick(['Setup', 'Config'])}-${hex(4).toUpperCase()}", "${from(ALNUM, 12)}");`),
    '}', 'void loop() {}']],
  ['mqtt-literal', () => ['#include <PubSubClient.h>', 'extern PubSubClient client;', 'void reconnect() {',
    S('mqtt-password', 'MQTT connect() with literal credentials', `  client.connect("${pick(DEVICES)}-${hex(6)}", "sensor", "${password()}");`),
    '}']],
  ['blynk', () => [`#define BLYNK_TEMPLATE_ID "TMPL${from(ALNUM, 8)}"`, '#define BLYNK_TEMPLATE_NAME "Greenhouse"',
    S('api-key', 'Blynk auth token', `#define BLYNK_AUTH_TOKEN "${from(URLSAFE, 32)}"`),
    '#include <BlynkSimpleEsp32.h>', `char ssid[] = "${ssid()}";`,
    S('wifi-password', 'WiFi pass char array in a Blynk sketch', `char pass[] = "${wifiPass()}";`),
    'void setup() { Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass); }', 'void loop() { Blynk.run(); }']],
  ['thingspeak', () => ['#include "ThingSpeak.h"', `unsigned long myChannelNumber = ${digits(7)};`,
    S('api-key', 'ThingSpeak write API key', `const char * myWriteAPIKey = "${from(UP + DIG, 16)}";`),
    `const char * myReadAPIKey = "${from(UP + DIG, 16)}"; // read key of a public channel, published on the dashboard`,
    'void loop() { ThingSpeak.writeField(myChannelNumber, 1, 42, myWriteAPIKey); }']],
  ['adafruit-io', () => ['#include "Adafruit_MQTT.h"', '#define AIO_SERVER      "io.adafruit.com"', '#define AIO_SERVERPORT  8883',
    '#define AIO_USERNAME    "voltcraft"', S('api-key', 'Adafruit IO key', `#define AIO_KEY         "aio_${from(ALNUM, 28)}"`)]],
  ['http-basic', () => ['#include <HTTPClient.h>', 'void post(HTTPClient &http) {',
    leakOr(0.7, S('password', 'HTTP basic auth literal', `  http.setAuthorization("gateway", "${password()}");`), '  http.setAuthorization(cfg.user, cfg.pass);'),
    `  http.addHeader("X-Device", "${V.serial()}");`, '}']],
  ['eap-enterprise', () => ['#include "esp_wpa2.h"', `#define EAP_IDENTITY "svc-iot@voltcraft.example"`,
    S('wifi-password', 'WPA2-Enterprise EAP password', `#define EAP_PASSWORD "${password()}"`),
    'void setup() { esp_wifi_sta_wpa2_ent_set_identity((uint8_t *)EAP_IDENTITY, strlen(EAP_IDENTITY)); }']],
  ['placeholder', () => ['#include <WiFi.h>', 'const char* ssid     = "REPLACE_WITH_YOUR_SSID";', 'const char* password = "REPLACE_WITH_YOUR_PASSWORD";',
    'const char* mqtt_password = "********";', 'void setup() { WiFi.begin(ssid, password); }']],
];
for (const [name, make] of EXAMPLES) file(`firmware/examples/${name}/${name}.ino`, make());
file('firmware/tasmota/user_config_override.h', [
  '#ifndef _USER_CONFIG_OVERRIDE_H_', '#define _USER_CONFIG_OVERRIDE_H_',
  '#undef  STA_SSID1', `#define STA_SSID1         "${ssid()}"`, '#undef  STA_PASS1',
  S('wifi-password', 'Tasmota STA_PASS1 override', `#define STA_PASS1         "${wifiPass()}"`),
  '#undef  MQTT_USER', '#define MQTT_USER         "tasmota"', '#undef  MQTT_PASS',
  S('mqtt-password', 'Tasmota MQTT_PASS override', `#define MQTT_PASS         "${password()}"`),
  '#undef  WEB_PASSWORD', '#define WEB_PASSWORD      ""', '#endif']);
file('firmware/keys/secure_boot_signing_key.pem', [S('private-key', 'ESP32 secure boot signing key', ecKey())]);
file('firmware/keys/secure_boot_verification_key.pem', [pubKey()]);
file('firmware/keys/README.md', ['The signing key lives in the HSM; the copy here is the **development** key for bench units.', 'Verification key is public and flashed to eFuse as a digest:', '`' + V.sha256() + '`']);
file('firmware/common/ble_pairing.h', ['#pragma once', `#define BLE_STATIC_PASSKEY ${digits(6)}  // shown on the e-ink display, not a secret`, '#define BLE_IO_CAPS BLE_HS_IO_DISPLAY_ONLY', `#define BLE_SVC_UUID "${uuid()}"`, `#define BLE_CHR_UUID "${uuid()}"`, `static const uint8_t IRK_TEST_VECTOR[16] = ${cByteArray(hex(32))}; // RFC test vector`]);
file('firmware/common/crc.c', ['#include <stdint.h>', 'static const uint32_t crc_table[16] = {', ...Array.from({ length: 4 }, () => '  ' + Array.from({ length: 4 }, () => '0x' + hex(8).toUpperCase()).join(', ') + ','), '};', 'uint32_t crc32(const uint8_t *p, size_t n);']);
file('firmware/common/nvs_keys.h', ['#pragma once', '// NVS namespaces and keys (names only — values live in encrypted NVS)', '#define NVS_NS_WIFI "wifi"', '#define NVS_KEY_WIFI_PASS "wifi_pass"', '#define NVS_KEY_MQTT_PASSWORD "mqtt_pw"', '#define NVS_KEY_API_TOKEN "api_token"', '#define NVS_KEY_OTA_SECRET "ota_secret"']);
file('firmware/common/test_vectors.h', ['#pragma once', '// AES-128 test vectors from FIPS-197 appendix', '#define TEST_AES_KEY "2b7e151628aed2a6abf7158809cf4f3c"', '#define TEST_AES_PLAINTEXT "6bc1bee22e409f96e93d7e117393172a"', '#define TEST_AES_CIPHERTEXT "3ad77bb40d7a3660a89ecaf32466ef97"']);

// ---- factory provisioning tool (Python) ----
const py = 'tools/provisioning';
file(`${py}/provision.py`, [
  '#!/usr/bin/env python3',
  '"""Factory provisioning: flashes firmware, writes NVS secrets, registers the device."""',
  'import os',
  'import hashlib',
  'import boto3',
  'import requests',
  '',
  `FACTORY_API = "https://factory.voltcraft-iot.example/api/v2"`,
  leakOr(0.8, S('api-key', 'factory API token in provisioning script', `FACTORY_TOKEN = "fct_${from(ALNUM, 36)}"`), 'FACTORY_TOKEN = os.environ["FACTORY_TOKEN"]'),
  'AWS_REGION = "eu-west-1"',
  leakOr(0.8, S('aws-access-key', 'AWS access key id in provisioning script', `AWS_ACCESS_KEY_ID = "${V.awsAk()}"`), 'AWS_ACCESS_KEY_ID = os.getenv("AWS_ACCESS_KEY_ID")'),
  leakOr(0.8, S('aws-secret-key', 'AWS secret key in provisioning script', `AWS_SECRET_ACCESS_KEY = "${V.awsSk()}"`), 'AWS_SECRET_ACCESS_KEY = os.getenv("AWS_SECRET_ACCESS_KEY")'),
  `THING_GROUP_ARN = "arn:aws:iot:eu-west-1:${digits(12)}:thinggroup/production"`,
  '',
  'def serial_for(mac: str) -> str:',
  '    return "SN" + hashlib.sha1(mac.encode()).hexdigest()[:10].upper()',
  '',
  'def register(mac):',
  '    iot = boto3.client("iot", region_name=AWS_REGION,',
  '                       aws_access_key_id=AWS_ACCESS_KEY_ID,',
  '                       aws_secret_access_key=AWS_SECRET_ACCESS_KEY)',
  '    cert = iot.create_keys_and_certificate(setAsActive=True)',
  '    return cert["certificatePem"], cert["keyPair"]["PrivateKey"]',
  '',
  'def wifi_blob(ssid, password):',
  '    return {"ssid": ssid, "password": password}',
  '',
  leakOr(0.8, S('wifi-password', 'factory WiFi password passed to a helper', `DEFAULT_FACTORY_WIFI = wifi_blob("Factory-Line${int(9)}", "${wifiPass()}")`),
    `DEFAULT_FACTORY_WIFI = wifi_blob("Factory-Line${int(9)}", os.environ["FACTORY_WIFI_PASS"])`),
]);
file(`${py}/settings.py`, [
  'import os',
  '',
  'DEBUG = False',
  `SECRET_KEY = os.environ.get("PROVISION_SECRET_KEY", "dev-only-insecure-key")`,
  'DATABASE = {',
  '    "host": "db.factory.internal",',
  '    "user": "provision",',
  leakOr(0.8, S('db-password', 'database password in settings dict', `    "password": "${password()}",`), '    "password": os.environ["DB_PASSWORD"],'),
  '}',
  `MQTT_BROKER = "${mqttHost()}"`,
  leakOr(0.8, S('mqtt-password', 'MQTT admin password in settings', `MQTT_ADMIN_PASSWORD = "${password()}"`), 'MQTT_ADMIN_PASSWORD = None  # read from vault at runtime'),
  leakOr(0.8, S('slack-webhook', 'Slack webhook for line alerts', `SLACK_WEBHOOK = "${V.slack()}"`), 'SLACK_WEBHOOK = os.environ.get("SLACK_WEBHOOK", "")'),
  `PARTICLE_PRODUCT_ID = ${digits(5)}`,
  leakOr(0.8, S('particle-token', 'Particle access token', `PARTICLE_ACCESS_TOKEN = "${V.particle()}"`), 'PARTICLE_ACCESS_TOKEN = os.environ["PARTICLE_TOKEN"]'),
  leakOr(0.8, S('balena-token', 'Balena API key', `BALENA_API_KEY = "${V.balena()}"`), 'BALENA_API_KEY = os.getenv("BALENA_API_KEY", "")'),
  `FIRMWARE_SHA256 = "${V.sha256()}"`,
  `SIGNING_KEY_FINGERPRINT = "${hex(40).match(/..../g).join(' ').toUpperCase()}"`,
]);
file(`${py}/lorawan.py`, [
  '"""Generates LoRaWAN OTAA credentials and registers them with the network server."""',
  'import secrets',
  'import requests',
  '',
  `TTS_URL = "https://eu1.cloud.thethings.network/api/v3"`,
  leakOr(0.8, S('api-key', 'The Things Stack API key', `TTS_API_KEY = "NNSXS.${from(UP + DIG, 39)}.${from(UP + DIG, 52)}"`), 'TTS_API_KEY = os.environ["TTS_API_KEY"]'),
  `APPLICATION_ID = "voltcraft-${pick(['soil', 'tanks', 'hives'])}"`,
  `JOIN_EUI = "${V.eui()}"`,
  '',
  'def new_device(dev_eui: str):',
  '    app_key = secrets.token_hex(16).upper()',
  '    return {"dev_eui": dev_eui, "join_eui": JOIN_EUI, "app_key": app_key}',
  '',
  '# golden unit used by the RF test jig',
  `GOLDEN_DEV_EUI = "${V.eui()}"`,
  S('lorawan-key', 'golden unit AppKey in a Python module', `GOLDEN_APP_KEY = "${V.lora()}"`),
]);
file(`${py}/nvs_template.csv`, [
  'key,type,encoding,value',
  'wifi,namespace,,',
  `ssid,data,string,${ssid()}`,
  S('wifi-password', 'WiFi password in an ESP-IDF NVS partition CSV', `pass,data,string,${wifiPass()}`),
  'mqtt,namespace,,',
  'user,data,string,device',
  S('mqtt-password', 'MQTT password in an NVS partition CSV', `password,data,string,${password()}`),
  'cal,namespace,,',
  `crc,data,u32,${int(4294967295)}`,
  `serial,data,string,${V.serial()}`,
]);
file(`${py}/devices.csv`, ['serial,mac,dev_eui,hw_rev,sha256', ...Array.from({ length: 12 }, () => `${V.serial()},${V.mac()},${V.eui()},C,${V.sha256()}`)]);
file(`${py}/tests/test_provision.py`, [
  'import provision',
  '',
  'FAKE_TOKEN = "fct_test_token_not_real"',
  'TEST_PASSWORD = "hunter2"',
  '',
  'def test_wifi_blob():',
  '    assert provision.wifi_blob("x", "password123") == {"ssid": "x", "password": "password123"}',
  '',
  'def test_serial():',
  `    assert provision.serial_for("${V.mac()}").startswith("SN")`,
  '',
  'def test_aws_stub(monkeypatch):',
  '    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE")',
  '    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")',
]);
file(`${py}/tests/fixtures/device.json`, [JSON.stringify({ serial: 'SN00-TEST0001', wifi: { ssid: 'test-ssid', password: 'test-password' }, mqtt: { user: 'test', password: 'fake-mqtt-password' }, app_key: '00112233445566778899AABBCCDDEEFF' }, null, 2)]);
file(`${py}/requirements.txt`, ['boto3==1.34.11 \\', `    --hash=sha256:${V.sha256()}`, 'requests==2.31.0 \\', `    --hash=sha256:${V.sha256()}`, 'esptool==4.7.0']);
file(`${py}/.env.example`, ['FACTORY_TOKEN=', 'AWS_ACCESS_KEY_ID=AKIA...', 'AWS_SECRET_ACCESS_KEY=<secret>', 'FACTORY_WIFI_PASS=changeme', 'TTS_API_KEY=NNSXS.XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX.XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX']);
file(`${py}/.env`, [
  S('aws-access-key', 'AWS key id in a .env', `AWS_ACCESS_KEY_ID=${V.awsAk()}`),
  S('aws-secret-key', 'AWS secret in a .env', `AWS_SECRET_ACCESS_KEY=${V.awsSk()}`),
  S('api-key', 'factory token in a .env', `FACTORY_TOKEN=fct_${from(ALNUM, 36)}`),
  S('wifi-password', 'factory WiFi password in a .env', `FACTORY_WIFI_PASS=${wifiPass()}`),
  'FACTORY_LINE=3',
]);
file(`${py}/.gitignore`, ['.env', '__pycache__/', '*.pyc', 'out/']);
file(`${py}/flash.sh`, [
  '#!/bin/sh',
  'set -e',
  'PORT=${1:-/dev/ttyUSB0}',
  `esptool.py --chip esp32s3 -p "$PORT" write_flash 0x0 build/merged.bin`,
  `espefuse.py --port "$PORT" burn_key BLOCK_KEY0 keys/flash_encryption_key.bin XTS_AES_128_KEY`,
  leakOr(0.7, S('api-key', 'curl bearer token in a shell script', `curl -s -H "Authorization: Bearer ${V.ghp()}" https://api.github.com/repos/voltcraft/firmware/releases/latest`), 'curl -s -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/repos/voltcraft/firmware/releases/latest'),
  `echo "expected sha256 ${V.sha256()}"`,
]);

// ---- Node-RED ----
const SITES = ['greenhouse', 'warehouse', 'office'];
for (const site of SITES) {
  const base = `infra/nodered-${site}`;
  const brokerId = hex(16);
  const influxId = hex(16);
  const httpId = hex(16);
  const flows = [
    { id: hex(16), type: 'tab', label: `${cap(site)} sensors`, disabled: false, info: '' },
    { id: brokerId, type: 'mqtt-broker', name: 'local', broker: 'mosquitto', port: '1883', clientid: `nodered-${site}`, usetls: false, protocolVersion: '4', keepalive: '60' },
    { id: influxId, type: 'influxdb', hostname: 'influxdb', port: '8086', protocol: 'http', database: 'sensors', name: 'influx', usetls: false, influxdbVersion: '2.0', url: 'http://influxdb:8086' },
    { id: hex(16), type: 'mqtt in', z: hex(16), name: '', topic: `${site}/+/telemetry`, qos: '1', datatype: 'json', broker: brokerId, x: 140, y: 120, wires: [[hex(16)]] },
  ];
  const fnLeak = chance(0.6);
  const token = V.jwt({ iss: hex(32), iat: 1700000000 + int(9999999), exp: 2015360000 });
  flows.push({ id: httpId, type: 'function', z: hex(16), name: 'notify HA', func: fnLeak ? `msg.headers = { Authorization: 'Bearer ${token}' };\nreturn msg;` : "msg.headers = { Authorization: 'Bearer ' + env.get('HA_TOKEN') };\nreturn msg;", outputs: 1, x: 360, y: 120, wires: [[]] });
  flows.push({ id: hex(16), type: 'change', z: hex(16), name: 'tag', rules: [{ t: 'set', p: 'payload.site', pt: 'msg', to: site, tot: 'str' }, { t: 'set', p: 'payload.fw', pt: 'msg', to: hex(40), tot: 'str' }], x: 560, y: 120, wires: [[]] });
  // Node-RED writes flows.json one node per line when flowFilePretty is false; we use pretty output.
  const flowText = JSON.stringify(flows, null, 4);
  if (fnLeak) {
    const idx = flowText.split('\n').findIndex((l) => l.includes('Bearer ey'));
    const ls = flowText.split('\n');
    file(`${base}/flows.json`, [ls.slice(0, idx).join('\n'), S('ha-token', 'Home Assistant token inside a Node-RED function node', ls[idx]), ls.slice(idx + 1).join('\n')]);
  } else file(`${base}/flows.json`, [flowText]);
  if (chance(0.5)) {
    // plain credentials file (credentialSecret: false)
    file(`${base}/flows_cred.json`, [
      '{',
      `    "${brokerId}": {`,
      `        "user": "nodered",`,
      S('mqtt-password', 'MQTT password in unencrypted flows_cred.json', `        "password": "${password()}"`),
      '    },',
      `    "${influxId}": {`,
      S('influx-token', 'InfluxDB token in unencrypted flows_cred.json', `        "token": "${V.influx()}"`),
      '    }',
      '}',
    ]);
    file(`${base}/settings.js`, ['module.exports = {', '    flowFile: "flows.json",', '    credentialSecret: false,', '    uiPort: process.env.PORT || 1880,', '    adminAuth: {', '        type: "credentials",', '        users: [{', '            username: "admin",', `            password: "$2b$08$${from('./' + ALNUM, 53)}",`, '            permissions: "*"', '        }]', '    },', '}']);
  } else {
    file(`${base}/flows_cred.json`, [JSON.stringify({ $: hex(32) + b64(180) }, null, 4)]);
    file(`${base}/settings.js`, [
      'module.exports = {',
      '    flowFile: "flows.json",',
      leakOr(0.8, S('nodered-secret', 'Node-RED credentialSecret literal', `    credentialSecret: "${chance(0.5) ? from(ALNUM, 32) : password()}",`), '    credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,'),
      '    uiPort: process.env.PORT || 1880,',
      '    adminAuth: {',
      '        type: "credentials",',
      `        users: [{ username: "admin", password: "$2a$08$${from('./' + ALNUM, 53)}", permissions: "*" }]`,
      '    },',
      '    httpNodeAuth: {',
      '        user: "sensors",',
      `        pass: "$2a$08$${from('./' + ALNUM, 53)}"`,
      '    },',
      '}',
    ]);
  }
  file(`${base}/package.json`, [JSON.stringify({ name: `nodered-${site}`, description: 'Node-RED project', version: '0.0.1', dependencies: { 'node-red-contrib-influxdb': '0.7.0', 'node-red-contrib-home-assistant-websocket': '0.62.2' }, 'node-red': { settings: { flowFile: 'flows.json', credentialsFile: 'flows_cred.json' } } }, null, 4)]);
}

// ---- Home Assistant ----
for (const site of ['home-lab', 'showroom', 'cabin']) {
  const base = `infra/homeassistant-${site}`;
  file(`${base}/secrets.yaml`, [
    '# Use this file to store secrets like usernames and passwords.',
    '# Learn more at https://www.home-assistant.io/docs/configuration/secrets/',
    S('wifi-password', 'Home Assistant secrets.yaml WiFi password', `wifi_password: "${wifiPass()}"`),
    `wifi_ssid: ${ssid()}`,
    S('mqtt-password', 'Home Assistant secrets.yaml MQTT password', `mqtt_password: ${password()}`),
    'mqtt_username: homeassistant',
    `latitude: ${(50 + rnd() * 5).toFixed(5)}`,
    `longitude: ${(4 + rnd() * 5).toFixed(5)}`,
    S('telegram-token', 'Telegram bot token', `telegram_bot_token: ${V.telegram()}`),
    `telegram_chat_id: -100${digits(10)}`,
    S('influx-token', 'InfluxDB token in HA secrets', `influxdb_token: ${V.influx()}`),
    chance(0.5) ? S('api-key', 'OpenWeatherMap API key', `openweathermap_api_key: ${hex(32)}`) : `esphome_encryption_key_hint: "see ESPHome dashboard"`,
    S('api-key', 'ESPHome native API encryption key', `esphome_api_key: "${b64(32)}"`),
    leakOr(0.7, S('ota-password', 'ESPHome OTA password', `esphome_ota_password: "${from(HEX, 32)}"`), 'esphome_ota_password: !env_var ESPHOME_OTA'),
    'http_base_url: https://ha.example.internal',
  ]);
  file(`${base}/configuration.yaml`, [
    'homeassistant:',
    `  name: ${cap(site)}`,
    '  latitude: !secret latitude',
    '  longitude: !secret longitude',
    '  unit_system: metric',
    'http:',
    '  use_x_forwarded_for: true',
    '  trusted_proxies: 172.30.33.0/24',
    'influxdb:',
    '  api_version: 2',
    '  host: influxdb',
    '  token: !secret influxdb_token',
    '  organization: ' + hex(16),
    '  bucket: homeassistant',
    'telegram_bot:',
    '  - platform: polling',
    '    api_key: !secret telegram_bot_token',
    '    allowed_chat_ids:',
    '      - !secret telegram_chat_id',
    'notify:',
    '  - platform: telegram',
    '    name: ops',
    '    chat_id: !secret telegram_chat_id',
    'sensor:',
    '  - platform: rest',
    '    resource: http://192.168.1.40/api/status',
    '    headers:',
    leakOr(0.6, S('api-key', 'REST sensor bearer token in configuration.yaml', `      Authorization: "Bearer ${from(ALNUM, 40)}"`), '      Authorization: !secret pump_api_auth'),
    '    value_template: "{{ value_json.level }}"',
  ]);
  file(`${base}/esphome/${site}-node.yaml`, [
    'esphome:',
    `  name: ${site}-node`,
    'esp32:',
    '  board: esp32dev',
    'wifi:',
    '  ssid: !secret wifi_ssid',
    chance(0.5) ? '  password: !secret wifi_password' : S('wifi-password', 'ESPHome wifi password inline', `  password: "${wifiPass()}"`),
    '  ap:',
    `    ssid: "${cap(site)} Fallback"`,
    S('wifi-password', 'ESPHome fallback AP password', `    password: "${from(ALNUM, 12)}"`),
    'api:',
    '  encryption:',
    chance(0.5) ? '    key: !secret esphome_api_key' : S('api-key', 'ESPHome API encryption key inline', `    key: "${b64(32)}"`),
    'ota:',
    '  - platform: esphome',
    '    password: !secret esphome_ota_password',
    'sensor:',
    '  - platform: dht',
    '    pin: GPIO4',
    '    temperature:',
    '      name: "Temperature"',
  ]);
  file(`${base}/automations.yaml`, [
    `- id: '${digits(13)}'`,
    '  alias: Pump alarm',
    '  trigger:',
    '    - platform: numeric_state',
    '      entity_id: sensor.tank_level',
    '      below: 10',
    '  action:',
    '    - service: notify.ops',
    '      data:',
    '        message: "Tank low"',
    `- id: '${digits(13)}'`,
    '  alias: Door open',
    '  trigger:',
    '    - platform: state',
    `      entity_id: binary_sensor.door_${hex(6)}`,
  ]);
}
file('infra/homeassistant-home-lab/.storage/auth_provider.homeassistant', [JSON.stringify({ version: 1, minor_version: 1, key: 'auth_provider.homeassistant', data: { users: [{ username: 'admin', password: hashedPasswordBlob() }] } }, null, 2)]);
function hashedPasswordBlob() { return 'JDJiJDEyJ' + from(B64, 71) + '='; }

// ---- Mosquitto ----
for (const site of ['edge', 'cloud']) {
  const base = `infra/mosquitto-${site}`;
  file(`${base}/mosquitto.conf`, [
    'persistence true',
    'persistence_location /mosquitto/data/',
    'log_dest file /mosquitto/log/mosquitto.log',
    'listener 1883 127.0.0.1',
    'listener 8883',
    'cafile /mosquitto/certs/ca.crt',
    'certfile /mosquitto/certs/server.crt',
    'keyfile /mosquitto/certs/server.key',
    'allow_anonymous false',
    'password_file /mosquitto/config/passwd',
    'acl_file /mosquitto/config/acl',
    site === 'edge' ? '' : '',
    site === 'edge' ? 'connection cloud-bridge' : '# no bridge',
    site === 'edge' ? 'address mqtt.voltcraft-iot.example:8883' : '',
    site === 'edge' ? 'remote_username edge-bridge-01' : '',
    site === 'edge' ? S('mqtt-password', 'Mosquitto bridge remote_password', `remote_password ${password()}`) : '',
    site === 'edge' ? 'topic sensors/# out 1' : '',
  ]);
  file(`${base}/passwd`, Array.from({ length: 5 }, (_, i) => `${['nodered', 'homeassistant', 'telegraf', 'device-' + hex(4), 'bridge'][i]}:$7$101$${b64(12)}$${b64(64)}`));
  file(`${base}/acl`, ['user nodered', 'topic readwrite #', '', 'user telegraf', 'topic read sensors/#', '', 'pattern write sensors/%c/telemetry', 'pattern read devices/%c/cmd']);
}
file('infra/mosquitto-edge/passwd.plain', [
  '# plaintext source for mosquitto_passwd -U (should have been deleted after hashing)',
  S('mqtt-password', 'plain Mosquitto password file line', `nodered:${password()}`),
  S('mqtt-password', 'plain Mosquitto password file line', `telegraf:${password()}`),
]);

// ---- Grafana / InfluxDB / Telegraf ----
file('infra/grafana/grafana.ini', [
  '[server]',
  'http_port = 3000',
  'domain = grafana.voltcraft-iot.example',
  'root_url = %(protocol)s://%(domain)s/',
  '',
  '[database]',
  'type = postgres',
  'host = postgres:5432',
  'name = grafana',
  'user = grafana',
  leakOr(0.8, S('db-password', 'Grafana database password', `password = ${password()}`), 'password = $__env{GF_DATABASE_PASSWORD}'),
  '',
  '[security]',
  'admin_user = admin',
  S('grafana-password', 'Grafana admin password', `admin_password = ${password()}`),
  S('generic-secret', 'Grafana secret_key for datasource encryption', `secret_key = ${from(ALNUM, 20)}`),
  'cookie_secure = true',
  '',
  '[smtp]',
  'enabled = true',
  'host = smtp.sendgrid.net:587',
  'user = apikey',
  S('sendgrid', 'SendGrid API key as Grafana SMTP password', `password = ${V.sendgrid()}`),
  'from_address = grafana@voltcraft-iot.example',
  '',
  '[auth.generic_oauth]',
  'enabled = true',
  `client_id = ${uuid()}`,
  leakOr(0.7, S('generic-secret', 'OAuth client secret in grafana.ini', `client_secret = ${from(URLSAFE, 40)}`), 'client_secret = $__file{/run/secrets/oauth_client_secret}'),
  'scopes = openid email profile',
]);
file('infra/grafana/provisioning/datasources/influx.yaml', [
  'apiVersion: 1',
  'datasources:',
  '  - name: InfluxDB',
  '    type: influxdb',
  '    access: proxy',
  '    url: http://influxdb:8086',
  '    jsonData:',
  '      version: Flux',
  '      organization: voltcraft',
  '      defaultBucket: sensors',
  '    secureJsonData:',
  S('influx-token', 'InfluxDB token in Grafana datasource provisioning', `      token: ${V.influx()}`),
  '  - name: Postgres',
  '    type: postgres',
  '    url: postgres:5432',
  '    user: grafana_ro',
  '    secureJsonData:',
  '      password: $GRAFANA_RO_PASSWORD',
  '  - name: Loki',
  '    type: loki',
  '    url: https://logs-prod-012.grafana.net',
  '    basicAuth: true',
  `    basicAuthUser: ${digits(6)}`,
  '    secureJsonData:',
  S('grafana-token', 'Grafana Cloud access policy token', `      basicAuthPassword: ${V.glc()}`),
]);
file('infra/grafana/provisioning/alerting/contact-points.yaml', [
  'apiVersion: 1',
  'contactPoints:',
  '  - orgId: 1',
  '    name: ops',
  '    receivers:',
  `      - uid: ${from(LOW + DIG, 14)}`,
  '        type: slack',
  '        settings:',
  leakOr(0.7, S('slack-webhook', 'Slack webhook in Grafana contact point', `          url: ${V.slack()}`), '          url: $SLACK_WEBHOOK_URL'),
  `      - uid: ${from(LOW + DIG, 14)}`,
  '        type: discord',
  '        settings:',
  S('discord-webhook', 'Discord webhook in Grafana contact point', `          url: ${V.discord()}`),
]);
file('infra/grafana/dashboards/fleet.json', [JSON.stringify({ uid: from(ALNUM, 9), title: 'Fleet', version: 12, panels: [{ id: 1, type: 'timeseries', datasource: { type: 'influxdb', uid: from(ALNUM, 9) }, targets: [{ query: 'from(bucket: "sensors") |> range(start: -1h)', refId: 'A' }] }], templating: { list: [{ name: 'device', current: { text: V.serial(), value: hex(24) } }] } }, null, 2)]);
file('infra/grafana/scripts/export-dashboards.sh', [
  '#!/bin/bash',
  'GRAFANA_URL=https://grafana.voltcraft-iot.example',
  leakOr(0.7, S('grafana-token', 'Grafana service account token in a script', `GRAFANA_TOKEN="${V.glsa()}"`), 'GRAFANA_TOKEN="${GRAFANA_TOKEN:?set GRAFANA_TOKEN}"'),
  'curl -s -H "Authorization: Bearer $GRAFANA_TOKEN" "$GRAFANA_URL/api/search?type=dash-db" > dashboards.json',
]);
file('infra/grafana/kiosk.env', [S('grafana-token', 'legacy Grafana API key', `GF_KIOSK_API_KEY=eyJrIjoi${V.grafanaLegacy().slice(8)}`), 'GF_KIOSK_DASHBOARD=fleet']);
file('infra/influxdb/telegraf.conf', [
  '[agent]',
  '  interval = "10s"',
  '  hostname = ""',
  '',
  '[[outputs.influxdb_v2]]',
  '  urls = ["http://influxdb:8086"]',
  leakOr(0.6, S('influx-token', 'InfluxDB token in telegraf.conf', `  token = "${V.influx()}"`), '  token = "$INFLUX_TOKEN"'),
  '  organization = "voltcraft"',
  '  bucket = "sensors"',
  '',
  '[[inputs.mqtt_consumer]]',
  '  servers = ["tcp://mosquitto:1883"]',
  '  topics = ["sensors/+/telemetry"]',
  '  username = "telegraf"',
  S('mqtt-password', 'MQTT password in telegraf.conf', `  password = "${password()}"`),
  '  data_format = "json"',
]);
file('infra/influxdb/influx-configs', [
  '[default]',
  '  url = "http://localhost:8086"',
  S('influx-token', 'influx CLI config token', `  token = "${V.influx()}"`),
  '  org = "voltcraft"',
  '  active = true',
  '',
  '[ci]',
  '  url = "https://influx.voltcraft-iot.example"',
  '  token = ""',
  '  org = "voltcraft"',
]);
file('infra/influxdb/docker-compose.yml', [
  'services:',
  '  influxdb:',
  '    image: influxdb:2.7',
  '    environment:',
  '      DOCKER_INFLUXDB_INIT_MODE: setup',
  '      DOCKER_INFLUXDB_INIT_USERNAME: admin',
  leakOr(0.7, S('db-password', 'InfluxDB init password in compose', `      DOCKER_INFLUXDB_INIT_PASSWORD: ${password()}`), '      DOCKER_INFLUXDB_INIT_PASSWORD: ${INFLUX_PASSWORD}'),
  '      DOCKER_INFLUXDB_INIT_ORG: voltcraft',
  '      DOCKER_INFLUXDB_INIT_BUCKET: sensors',
  leakOr(0.7, S('influx-token', 'InfluxDB init admin token in compose', `      DOCKER_INFLUXDB_INIT_ADMIN_TOKEN: ${V.influx()}`), '      DOCKER_INFLUXDB_INIT_ADMIN_TOKEN_FILE: /run/secrets/influx_token'),
  '    volumes:',
  '      - influx-data:/var/lib/influxdb2',
  'volumes:',
  '  influx-data: {}',
]);

// ---- Balena / Particle ----
file('fleet/balena/balena.yml', ['name: gateway', 'type: sw.application', 'version: 2.4.1', 'data:', '  defaultDeviceType: raspberrypi4-64', '  supportedDeviceTypes:', '    - raspberrypi4-64', '    - raspberrypi3']);
file('fleet/balena/docker-compose.yml', [
  "version: '2.1'",
  'services:',
  '  gateway:',
  '    build: ./gateway',
  '    privileged: true',
  '    labels:',
  "      io.balena.features.dbus: '1'",
  '    environment:',
  '      - MQTT_HOST=mqtt.voltcraft-iot.example',
  S('mqtt-password', 'MQTT password in a compose environment list', `      - MQTT_PASSWORD=${password()}`),
  `      - DEVICE_GROUP=${uuid()}`,
]);
file('fleet/balena/.balenarc.yml', ['balenaUrl: balena-cloud.com', S('balena-token', 'Balena API key in .balenarc', `apiKey: ${V.balena()}`)]);
file('fleet/balena/deploy.sh', ['#!/bin/sh', leakOr(0.6, S('balena-token', 'balena login --token', `balena login --token ${V.balena()}`), 'balena login --token "$BALENA_TOKEN"'), 'balena push voltcraft/gateway', `echo "release ${hex(32)}"`]);
file('fleet/particle/project.properties', ['name=cold-chain-tag', 'dependencies.Adafruit_DHT=0.0.4']);
file('fleet/particle/src/cold-chain-tag.ino', [
  '#include "Particle.h"',
  'SYSTEM_THREAD(ENABLED);',
  `// device id ${V.particleDevice()}`,
  `const char* WEBHOOK_EVENT = "tag-telemetry";`,
  leakOr(0.7, S('api-key', 'backend ingest key in a Particle sketch', `const char* INGEST_KEY = "ik_live_${from(ALNUM, 32)}";`), 'const char* INGEST_KEY = nullptr; // set through a Particle webhook template'),
  'void setup() { Particle.variable("temp", temp); }',
  'void loop() { Particle.publish(WEBHOOK_EVENT, String(temp), PRIVATE); delay(60000); }',
]);
file('fleet/particle/webhook.json', [
  '{',
  '  "event": "tag-telemetry",',
  '  "url": "https://ingest.voltcraft-iot.example/particle",',
  '  "requestType": "POST",',
  '  "headers": {',
  S('api-key', 'Authorization header in a Particle webhook definition', `    "Authorization": "Bearer ${from(ALNUM, 48)}"`),
  '  },',
  `  "deviceID": "${V.particleDevice()}",`,
  '  "mydevices": true',
  '}',
]);
file('fleet/particle/.particle/particle.config.json', ['{', '  "username": "ops@voltcraft-iot.example",', S('particle-token', 'Particle CLI access token', `  "access_token": "${V.particle()}"`), '}']);

// ---- studio: Unity ----
const U = 'studio/unity/SkyForge';
const scriptNames = ['NetworkBootstrap', 'PlayFabLogin', 'AnalyticsInit', 'PhotonLauncher', 'SteamManager', 'LeaderboardClient', 'StoreCatalog', 'AudioManager', 'PlayerController', 'CloudSave'];
for (const name of scriptNames) {
  let body;
  switch (name) {
    case 'PlayFabLogin':
      body = [
        'using PlayFab;',
        'using PlayFab.ClientModels;',
        'public class PlayFabLogin : MonoBehaviour {',
        `    const string TitleId = "${V.playfabTitle()}";`,
        '#if UNITY_SERVER',
        leakOr(0.8, S('playfab-secret', 'PlayFab developer secret key in C#', `    const string DeveloperSecretKey = "${V.playfab()}";`), '    static string DeveloperSecretKey => System.Environment.GetEnvironmentVariable("PLAYFAB_SECRET");'),
        '#endif',
        '    void Start() {',
        '        PlayFabSettings.staticSettings.TitleId = TitleId;',
        '        PlayFabClientAPI.LoginWithCustomID(new LoginWithCustomIDRequest { CustomId = SystemInfo.deviceUniqueIdentifier, CreateAccount = true }, OnOk, OnErr);',
        '    }',
        '}',
      ];
      break;
    case 'AnalyticsInit':
      body = [
        'using GameAnalyticsSDK;',
        'public class AnalyticsInit : MonoBehaviour {',
        `    private const string GameKey = "${V.gaGameKey()}";`,
        S('ga-secret', 'GameAnalytics secret key in C#', `    private const string SecretKey = "${V.gaSecret()}";`),
        '    void Awake() { GameAnalytics.SettingsGA.AddGameKeys(RuntimePlatform.Android, GameKey, SecretKey); GameAnalytics.Initialize(); }',
        '}',
      ];
      break;
    case 'PhotonLauncher':
      body = [
        'using Photon.Pun;',
        'public class PhotonLauncher : MonoBehaviourPunCallbacks {',
        `    string appIdRealtime = "${uuid()}"; // public, shipped in every build`,
        `    string gameVersion = "1.${int(9)}";`,
        '    void Start() { PhotonNetwork.PhotonServerSettings.AppSettings.AppIdRealtime = appIdRealtime; PhotonNetwork.ConnectUsingSettings(); }',
        '}',
      ];
      break;
    case 'SteamManager':
      body = [
        'using Steamworks;',
        'public class SteamManager : MonoBehaviour {',
        `    public static readonly AppId_t AppId = new AppId_t(${digits(7)});`,
        '    // Web API key is only used by the editor tool that uploads achievements',
        leakOr(0.7, S('steam-key', 'Steam Web API publisher key in C#', `    private const string WebApiKey = "${V.steamKey()}";`), '    private static readonly string WebApiKey = System.Environment.GetEnvironmentVariable("STEAM_WEB_API_KEY");'),
        '    void Awake() { if (!SteamAPI.Init()) Debug.LogError("Steam init failed"); }',
        '}',
      ];
      break;
    case 'CloudSave':
      body = [
        'using System.Security.Cryptography;',
        'public static class CloudSave {',
        '    // AES key for local save obfuscation',
        S('generic-secret', 'save-game AES key in C#', `    static readonly byte[] Key = System.Convert.FromBase64String("${b64(32)}");`),
        `    static readonly string SaveSchemaHash = "${V.sha256()}";`,
        `    const string BucketUrl = "https://saves.skyforge.example/v1/${uuid()}";`,
        '}',
      ];
      break;
    case 'LeaderboardClient':
      body = [
        'using UnityEngine.Networking;',
        'public class LeaderboardClient {',
        '    const string Url = "https://api.skyforge.example/leaderboard";',
        leakOr(0.6, S('api-key', 'leaderboard server API key header in C#', `    const string ServerKey = "sk_${from(ALNUM, 40)}";`), '    static string ServerKey => Resources.Load<TextAsset>("server_key").text;'),
        '    public UnityWebRequest Post(string body) { var r = UnityWebRequest.Post(Url, body); r.SetRequestHeader("X-Api-Key", ServerKey); return r; }',
        '}',
      ];
      break;
    default:
      body = [
        'using UnityEngine;',
        `public class ${name} : MonoBehaviour {`,
        `    [SerializeField] string buildGuid = "${V.guid()}";`,
        `    const string Checksum = "${hex(40)}";`,
        '    public string password = "";',
        '    void Start() { }',
        '}',
      ];
  }
  file(`${U}/Assets/Scripts/${name}.cs`, body);
  file(`${U}/Assets/Scripts/${name}.cs.meta`, ['fileFormatVersion: 2', `guid: ${V.guid()}`, 'MonoImporter:', '  externalObjects: {}', '  serializedVersion: 2', '  defaultReferences: []', '  executionOrder: 0', '  icon: {instanceID: 0}', '  userData: ', '  assetBundleName: ', '  assetBundleVariant: ']);
}
file(`${U}/Assets/Editor/BuildScript.cs`, [
  'using UnityEditor;',
  'public static class BuildScript {',
  '    public static void Android() {',
  '        PlayerSettings.Android.useCustomKeystore = true;',
  '        PlayerSettings.Android.keystoreName = "keys/skyforge.keystore";',
  leakOr(0.7, S('keystore-password', 'Unity Android keystorePass literal', `        PlayerSettings.Android.keystorePass = "${password()}";`), '        PlayerSettings.Android.keystorePass = System.Environment.GetEnvironmentVariable("KEYSTORE_PASS");'),
  '        PlayerSettings.Android.keyaliasName = "skyforge";',
  leakOr(0.7, S('keystore-password', 'Unity Android keyaliasPass literal', `        PlayerSettings.Android.keyaliasPass = "${password()}";`), '        PlayerSettings.Android.keyaliasPass = System.Environment.GetEnvironmentVariable("KEY_ALIAS_PASS");'),
  '        BuildPipeline.BuildPlayer(EditorBuildSettings.scenes, "Builds/skyforge.aab", BuildTarget.Android, BuildOptions.None);',
  '    }',
  '}',
]);
file(`${U}/ProjectSettings/ProjectSettings.asset`, [
  '%YAML 1.1',
  '%TAG !u! tag:unity3d.com,2011:',
  '--- !u!129 &1',
  'PlayerSettings:',
  '  m_ObjectHideFlags: 0',
  '  serializedVersion: 26',
  `  productGUID: ${V.guid()}`,
  '  AndroidProfiler: 0',
  '  companyName: Voltcraft Studio',
  '  productName: SkyForge',
  '  AndroidKeystoreName: \'{inproject}: keys/skyforge.keystore\'',
  '  AndroidKeyaliasName: skyforge',
  '  AndroidUseCustomKeystore: 1',
  `  cloudProjectId: ${uuid()}`,
  `  projectId: ${uuid()}`,
  `  vrSettings:`,
  `    hololens:`,
  `      depthFormat: 1`,
  '  applicationIdentifier:',
  '    Android: com.voltcraft.skyforge',
  '    iPhone: com.voltcraft.skyforge',
  `  iOSManualSigningProvisioningProfileID: ${uuid()}`,
  `  appleDeveloperTeamID: ${from(UP + DIG, 10)}`,
  `  facebookAppId: ${digits(15)}`,
  `  metroCertificatePassword: `,
  `  webGLDecompressionFallback: 0`,
]);
file(`${U}/ProjectSettings/UnityConnectSettings.asset`, ['%YAML 1.1', '%TAG !u! tag:unity3d.com,2011:', '--- !u!310 &1', 'UnityConnectSettings:', '  m_Enabled: 1', `  m_TestMode: 0`, '  m_EventOldUrl: https://api.uca.cloud.unity3d.com/v1/events', '  UnityAdsSettings:', '    m_Enabled: 1', `    m_GameIds: {}`, `    m_GameId: ${digits(7)}`, '  CrashReportingSettings:', `    m_NativeEventUrl: https://perf-events.cloud.unity3d.com`]);
file(`${U}/ProjectSettings/PhotonServerSettings.asset`, ['%YAML 1.1', '%TAG !u! tag:unity3d.com,2011:', '--- !u!114 &11400000', 'MonoBehaviour:', '  m_Name: PhotonServerSettings', '  AppSettings:', `    AppIdRealtime: ${uuid()}`, `    AppIdChat: ${uuid()}`, '    AppIdVoice: ', '    AppVersion: ', '    UseNameServer: 1', '    FixedRegion: eu', '    Protocol: 0']);
file(`${U}/Assets/Resources/GameAnalytics/Settings.asset`, [
  '%YAML 1.1', '%TAG !u! tag:unity3d.com,2011:', '--- !u!114 &11400000', 'MonoBehaviour:', '  m_Name: Settings',
  '  gameKey:', `  - ${V.gaGameKey()}`, `  - ${V.gaGameKey()}`,
  '  secretKey:', S('ga-secret', 'GameAnalytics secret key in Settings.asset list', `  - ${V.gaSecret()}`), S('ga-secret', 'GameAnalytics secret key in Settings.asset list', `  - ${V.gaSecret()}`),
  '  Build:', '  - 1.0.3', '  - 1.0.3',
]);
file(`${U}/Assets/Resources/config.json`, [
  '{',
  '  "environment": "production",',
  `  "playfabTitleId": "${V.playfabTitle()}",`,
  `  "photonAppId": "${uuid()}",`,
  `  "sentryDsn": "https://${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}",`,
  leakOr(0.7, S('fcm-key', 'Firebase legacy server key in Resources JSON', `  "fcmServerKey": "${V.fcm()}",`), '  "fcmServerKey": "",'),
  `  "admobAppId": "ca-app-pub-${digits(16)}~${digits(10)}",`,
  `  "contentHash": "${V.sha256()}"`,
  '}',
]);
file(`${U}/Assets/Resources/config.dev.json`, ['{', '  "environment": "dev",', '  "playfabTitleId": "DEV01",', '  "fcmServerKey": "YOUR_SERVER_KEY",', '  "apiKey": "dev-api-key-placeholder"', '}']);
file(`${U}/Assets/StreamingAssets/addressables_catalog_hash.txt`, [hex(32)]);
for (let i = 0; i < 12; i++) {
  file(`${U}/Assets/Art/Texture${i}.png.meta`, ['fileFormatVersion: 2', `guid: ${V.guid()}`, 'TextureImporter:', '  internalIDToNameTable: []', '  serializedVersion: 12', `  spriteID: ${hex(32)}`, `  spritePackingTag: `, '  userData: ', `  assetBundleName: `]);
}
file(`${U}/Assets/Settings/ServerConfig.asset`, ['%YAML 1.1', '%TAG !u! tag:unity3d.com,2011:', '--- !u!114 &11400000', 'MonoBehaviour:',
  `  m_Script: {fileID: 11500000, guid: ${V.guid()}, type: 3}`, '  m_Name: ServerConfig', '  baseUrl: https://api.skyforge.example',
  S('api-key', 'server API secret serialized in a ScriptableObject', `  apiSecret: ${from(ALNUM, 40)}`), `  buildHash: ${hex(40)}`, '  retryCount: 3']);
file(`${U}/Packages/packages-lock.json`, [JSON.stringify({ dependencies: { 'com.unity.addressables': { version: '1.21.19', depth: 0, source: 'registry', dependencies: {}, url: 'https://packages.unity.com' }, 'com.playfab.sdk': { version: 'https://github.com/PlayFab/UnitySDK.git#' + hex(40), depth: 0, source: 'git', dependencies: {}, hash: hex(40) } } }, null, 2)]);
file(`${U}/Assets/Tests/EditMode/SaveTests.cs`, ['using NUnit.Framework;', 'public class SaveTests {', '    const string FakeKey = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";', '    const string TestSecret = "not-a-real-secret";', '    [Test] public void RoundTrip() { Assert.AreEqual(1, 1); }', '}']);

// ---- studio: Unreal ----
for (const game of ['Ironvale', 'DriftCircuit']) {
  const R = `studio/unreal/${game}/Config`;
  file(`${R}/DefaultEngine.ini`, [
    '[/Script/EngineSettings.GameMapsSettings]',
    `GameDefaultMap=/Game/Maps/MainMenu.MainMenu`,
    '',
    '[/Script/Engine.GameEngine]',
    '+NetDriverDefinitions=(DefName="GameNetDriver",DriverClassName="OnlineSubsystemSteam.SteamNetDriver",DriverClassNameFallback="OnlineSubsystemUtils.IpNetDriver")',
    '',
    '[OnlineSubsystem]',
    'DefaultPlatformService=EOS',
    '',
    '[OnlineSubsystemSteam]',
    'bEnabled=true',
    `SteamDevAppId=${digits(7)}`,
    'bInitServerOnClient=true',
    leakOr(0.5, S('steam-key', 'Steam Web API key in DefaultEngine.ini', `SteamWebApiKey=${V.steamKey()}`), ';SteamWebApiKey= set in the build machine\'s Engine.ini'),
    '',
    '[/Script/OnlineSubsystemEOS.EOSSettings]',
    `CacheDir=CacheDir`,
    `DefaultArtifactName=${game}Live`,
    '+Artifacts=(ArtifactName="' + game + 'Live",' +
      `ClientId="${V.eosClientId()}",ClientSecret="${V.eosSecret()}",ProductId="${hex(32)}",SandboxId="${hex(32)}",DeploymentId="${hex(32)}",EncryptionKey="${hex(64).toUpperCase()}")`,
    'bUseEAS=True',
    'bUseEOSConnect=True',
    '',
    '[/Script/AndroidRuntimeSettings.AndroidRuntimeSettings]',
    `PackageName=com.voltcraft.${game.toLowerCase()}`,
    'KeyStore=release.keystore',
    'KeyAlias=release',
    leakOr(0.7, S('keystore-password', 'Unreal Android KeyStorePassword', `KeyStorePassword=${password()}`), 'KeyStorePassword='),
    'KeyPassword=',
    '',
    '[/Script/IOSRuntimeSettings.IOSRuntimeSettings]',
    `MobileProvision=${uuid()}.mobileprovision`,
    `SigningCertificate=iPhone Distribution: Voltcraft Studio (${from(UP + DIG, 10)})`,
  ]);
  // The Artifacts line carries ClientSecret and EncryptionKey: one line, one label.
  {
    const entries = files.get(`${R}/DefaultEngine.ini`);
    const at = entries.findIndex((e) => typeof e === 'string' && e.startsWith('+Artifacts='));
    entries[at] = S('eos-secret', 'EOS ClientSecret and EncryptionKey in an Artifacts entry', entries[at]);
  }
  file(`${R}/DefaultGame.ini`, [
    '[/Script/EngineSettings.GeneralProjectSettings]',
    `ProjectID=${hex(32).toUpperCase()}`,
    `ProjectName=${game}`,
    'CompanyName=Voltcraft Studio',
    `CopyrightNotice=Copyright Voltcraft Studio`,
    'ProjectVersion=0.9.2',
    '',
    '[/Script/UnrealEd.ProjectPackagingSettings]',
    'bEncryptPakIniFiles=True',
    'bEncryptPakIndex=True',
    'bShareMaterialShaderCode=True',
    '',
    '[/Script/OnlineSubsystemUtils.OnlineEngineInterface]',
    '',
    '[/Script/PlayFab.PlayFabRuntimeSettings]',
    `TitleId=${V.playfabTitle()}`,
    leakOr(0.6, S('playfab-secret', 'PlayFab DeveloperSecretKey in DefaultGame.ini', `DeveloperSecretKey=${V.playfab()}`), 'DeveloperSecretKey='),
    '',
    '[/Script/GameAnalytics.GameAnalyticsProjectSettings]',
    `AndroidGameKey=${V.gaGameKey()}`,
    S('ga-secret', 'GameAnalytics secret key in DefaultGame.ini', `AndroidSecretKey=${V.gaSecret()}`),
    `IosGameKey=${V.gaGameKey()}`,
    'IosSecretKey=',
  ]);
  file(`${R}/DefaultCrypto.ini`, [
    '[/Script/CryptoKeys.CryptoKeysSettings]',
    S('unreal-crypto', 'Unreal pak EncryptionKey', `EncryptionKey=${b64(32)}`),
    'bEnablePakSigning=True',
    'bEncryptPakIniFiles=True',
    'bEncryptPakIndex=True',
    'bEncryptUAssetFiles=False',
    'bEncryptAllAssetFiles=False',
    `SigningPublicExponent=AQAB`,
    `SigningModulus=${b64(256)}`,
    S('unreal-crypto', 'Unreal pak SigningPrivateExponent', `SigningPrivateExponent=${b64(256)}`),
  ]);
  file(`studio/unreal/${game}/Source/${game}/OnlineConfig.cpp`, [
    `#include "OnlineConfig.h"`,
    '// Dedicated server only: talks to the matchmaker',
    leakOr(0.6, S('api-key', 'matchmaker server token in C++', `static const FString MatchmakerToken = TEXT("mmk_${from(ALNUM, 40)}");`), 'static const FString MatchmakerToken = FPlatformMisc::GetEnvironmentVariable(TEXT("MATCHMAKER_TOKEN"));'),
    `static const FString BuildGuid = TEXT("${uuid().toUpperCase()}");`,
    `static const uint32 NetVersionCrc = 0x${hex(8).toUpperCase()};`,
  ]);
  file(`studio/unreal/${game}/${game}.uproject`, [JSON.stringify({ FileVersion: 3, EngineAssociation: '5.3', Category: '', Description: '', Modules: [{ Name: game, Type: 'Runtime', LoadingPhase: 'Default' }], Plugins: [{ Name: 'OnlineSubsystemSteam', Enabled: true }, { Name: 'OnlineSubsystemEOS', Enabled: true }] }, null, '\t')]);
}
file('studio/unreal/Ironvale/Build/BuildGraph.xml', [
  '<?xml version="1.0" encoding="utf-8"?>',
  '<BuildGraph xmlns="http://www.epicgames.com/BuildGraph">',
  '  <Option Name="SteamUser" DefaultValue="voltcraft_builder" Description="Steam build account"/>',
  S('password', 'Steam build account password default in BuildGraph', `  <Option Name="SteamPassword" DefaultValue="${password()}" Description="Steam build account password"/>`),
  '  <Property Name="DepotId" Value="' + digits(7) + '"/>',
  '</BuildGraph>',
]);

// ---- studio: Godot ----
for (const game of ['lumen-drift', 'tiny-tanks']) {
  const G = `studio/godot/${game}`;
  file(`${G}/project.godot`, [
    '; Engine configuration file.',
    'config_version=5',
    '',
    '[application]',
    `config/name="${game}"`,
    'run/main_scene="res://scenes/main.tscn"',
    `config/features=PackedStringArray("4.2", "Mobile")`,
    '',
    '[autoload]',
    'Analytics="*res://scripts/analytics.gd"',
    '',
    '[gameanalytics]',
    `game_key="${V.gaGameKey()}"`,
    leakOr(0.7, S('ga-secret', 'GameAnalytics secret key in project.godot', `secret_key="${V.gaSecret()}"`), 'secret_key=""'),
    '',
    '[rendering]',
    'renderer/rendering_method="mobile"',
  ]);
  file(`${G}/export_presets.cfg`, [
    '[preset.0]',
    'name="Android"',
    'platform="Android"',
    'runnable=true',
    'export_path="build/' + game + '.apk"',
    'encryption_include_filters=""',
    'encrypt_pck=false',
    '',
    '[preset.0.options]',
    'custom_template/debug=""',
    'keystore/debug=""',
    'keystore/debug_user="androiddebugkey"',
    'keystore/debug_password="android"',
    `keystore/release="keys/${game}.keystore"`,
    'keystore/release_user="release"',
    leakOr(0.8, S('keystore-password', 'Godot export keystore release password', `keystore/release_password="${password()}"`), 'keystore/release_password=""'),
    `package/unique_name="com.voltcraft.${game.replace('-', '')}"`,
    'version/code=14',
  ]);
  file(`${G}/.godot/export_credentials.cfg`, [
    '[preset.0]',
    '',
    `script_encryption_key="${hex(64)}"`,
    '',
    '[preset.0.options]',
    '',
    'keystore/debug_password="android"',
    S('keystore-password', 'Godot export_credentials release password', `keystore/release_password="${password()}"`),
  ]);
  {
    const entries = files.get(`${G}/.godot/export_credentials.cfg`);
    entries[2] = S('generic-secret', 'Godot script_encryption_key', entries[2]);
  }
  file(`${G}/.gitignore`, ['.godot/', 'build/', 'keys/*.keystore', 'export_presets.cfg']);
  file(`${G}/scripts/analytics.gd`, [
    'extends Node',
    `const GAME_KEY := "${V.gaGameKey()}"`,
    leakOr(0.6, S('ga-secret', 'GameAnalytics secret key in GDScript', `const SECRET_KEY := "${V.gaSecret()}"`), 'var SECRET_KEY := OS.get_environment("GA_SECRET")'),
    `const BUILD_HASH := "${hex(40)}"`,
    'func _ready() -> void:',
    '\tGameAnalytics.init(GAME_KEY, SECRET_KEY)',
  ]);
  file(`${G}/scripts/net.gd`, [
    'extends Node',
    `const SERVER := "wss://play.${game}.example:9443"`,
    leakOr(0.5, S('api-key', 'server shared secret in GDScript', `var server_secret = "${from(ALNUM, 32)}"`), 'var server_secret = OS.get_environment("SERVER_SECRET")'),
    `var protocol_hash = "${hex(32)}"`,
    'var password = ""',
    'func connect_to_server(): pass',
  ]);
  file(`${G}/scenes/main.tscn`, [`[gd_scene load_steps=3 format=3 uid="uid://${from(LOW + DIG, 13)}"]`, '', `[ext_resource type="Script" path="res://scripts/net.gd" id="1_${from(LOW + DIG, 5)}"]`, '', '[node name="Main" type="Node2D"]', 'script = ExtResource("1")']);
}

// ---- studio: Lua configs ----
const luaFiles = ['server/config.lua', 'server/matchmaker.lua', 'tools/uploader.lua', 'mods/defaults.lua', 'server/redis.lua', 'client/telemetry.lua'];
for (const lf of luaFiles) {
  const lines = ['-- ' + lf, 'local config = {}', ''];
  const which = lf.split('/')[1].replace('.lua', '');
  if (which === 'config') {
    lines.push('config.db = {', '  host = "127.0.0.1",', '  user = "game",');
    lines.push(S('db-password', 'database password in a Lua table', `  password = "${password()}",`));
    lines.push('}', `config.steam_app_id = ${digits(7)}`);
    lines.push(S('steam-key', 'Steam Web API key in Lua', `config.steam_web_api_key = "${V.steamKey()}"`));
  } else if (which === 'matchmaker') {
    lines.push(leakOr(0.7, S('api-key', 'shared HMAC secret in Lua', `config.hmac_secret = "${from(ALNUM + '+/', 44)}"`), 'config.hmac_secret = os.getenv("MM_HMAC_SECRET")'));
    lines.push(`config.region_hash = "${hex(32)}"`);
  } else if (which === 'uploader') {
    lines.push(S('discord-webhook', 'Discord webhook in Lua', `config.discord_webhook = "${V.discord()}"`));
    lines.push(leakOr(0.6, S('github-token', 'GitHub token in Lua', `config.github_token = "${V.ghp()}"`), 'config.github_token = os.getenv("GITHUB_TOKEN") or ""'));
  } else if (which === 'defaults') {
    lines.push('config.password = ""', 'config.api_key = "YOUR_API_KEY_HERE"', `config.mod_id = "${uuid()}"`, 'config.secret = nil');
  } else if (which === 'redis') {
    lines.push('config.redis = {', '  host = "redis.internal",', '  port = 6379,');
    lines.push(leakOr(0.8, S('db-password', 'Redis auth password in Lua', `  auth = "${password()}",`), '  auth = os.getenv("REDIS_PASSWORD"),'));
    lines.push('}');
  } else {
    lines.push(`config.ga_game_key = "${V.gaGameKey()}"`);
    lines.push(S('ga-secret', 'GameAnalytics secret in Lua', `config.ga_secret_key = "${V.gaSecret()}"`));
    lines.push(`config.sentry_dsn = "https://${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}"`);
  }
  lines.push('', 'return config');
  file(`studio/lua/${lf}`, lines);
}

// ---- studio: Android ----
for (const game of ['skyforge', 'lumen-drift']) {
  const A = `studio/android/${game}`;
  file(`${A}/keystore.properties`, [
    S('keystore-password', 'Android keystore.properties storePassword', `storePassword=${password()}`),
    S('keystore-password', 'Android keystore.properties keyPassword', `keyPassword=${password()}`),
    'keyAlias=upload',
    `storeFile=../keys/${game}-upload.jks`,
  ]);
  file(`${A}/gradle.properties`, [
    'org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8',
    'android.useAndroidX=true',
    'android.nonTransitiveRClass=true',
    leakOr(0.6, S('keystore-password', 'gradle.properties release store password', `RELEASE_STORE_PASSWORD=${password()}`), 'RELEASE_STORE_PASSWORD=changeit'),
    'RELEASE_KEY_ALIAS=upload',
    `PLAY_PUBLISHER_TRACK=internal`,
  ]);
  file(`${A}/app/build.gradle`, [
    'def keystoreProperties = new Properties()',
    "keystoreProperties.load(new FileInputStream(rootProject.file('keystore.properties')))",
    'android {',
    `    namespace "com.voltcraft.${game.replace('-', '')}"`,
    '    signingConfigs {',
    '        release {',
    "            storePassword keystoreProperties['storePassword']",
    "            keyPassword keystoreProperties['keyPassword']",
    "            keyAlias keystoreProperties['keyAlias']",
    '        }',
    '        debug {',
    "            storePassword 'android'",
    "            keyPassword 'android'",
    '        }',
    '    }',
    '}',
  ]);
  file(`${A}/app/google-services.json`, [JSON.stringify({ project_info: { project_number: digits(12), project_id: game + '-' + hex(5), storage_bucket: `${game}.appspot.com` }, client: [{ client_info: { mobilesdk_app_id: `1:${digits(12)}:android:${hex(16)}` }, oauth_client: [{ client_id: `${digits(12)}-${from(LOW + DIG, 32)}.apps.googleusercontent.com`, client_type: 3 }] }], configuration_version: '1' }, null, 2)]);
}

// ---- CI and docs ----
file('.github/workflows/firmware.yml', [
  'name: firmware',
  'on: [push]',
  'jobs:',
  '  build:',
  '    runs-on: ubuntu-latest',
  '    env:',
  '      WIFI_PASSWORD: ${{ secrets.CI_WIFI_PASSWORD }}',
  '      OTA_PASSWORD: ${{ secrets.OTA_PASSWORD }}',
  '    steps:',
  '      - uses: actions/checkout@b4ffde65f46336ab88eb53be808477a3936bae11',
  '      - run: pip install platformio',
  '      - run: pio run',
  '      - name: Upload to S3',
  '        env:',
  `          AWS_ACCESS_KEY_ID: ${V.awsAk()}`,
  '          AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}',
  '        run: aws s3 cp .pio/build/ s3://voltcraft-firmware/ --recursive',
]);
{
  const entries = files.get('.github/workflows/firmware.yml');
  const at = entries.findIndex((e) => typeof e === 'string' && e.includes('AWS_ACCESS_KEY_ID: AKIA'));
  entries[at] = S('aws-access-key', 'AWS key id inline in a workflow', entries[at]);
}
file('.github/workflows/studio.yml', [
  'name: studio',
  'on: [workflow_dispatch]',
  'jobs:',
  '  steam-upload:',
  '    runs-on: [self-hosted, windows]',
  '    steps:',
  '      - uses: game-ci/steam-deploy@v3',
  '        with:',
  '          username: ${{ secrets.STEAM_USERNAME }}',
  '          configVdf: ${{ secrets.STEAM_CONFIG_VDF }}',
  `          appId: ${digits(7)}`,
  '          buildDescription: v${{ github.run_number }}',
  '      - name: notify',
  leakOr(0.6, S('discord-webhook', 'Discord webhook in a workflow', `        run: curl -H "Content-Type: application/json" -d '{"content":"build done"}' ${V.discord()}`), '        run: curl -H "Content-Type: application/json" -d \'{"content":"build done"}\' "$DISCORD_WEBHOOK"'),
]);
file('.gitlab-ci.yml', [
  'stages: [build, deploy]',
  'variables:',
  '  PIO_CACHE: .pio',
  '  PARTICLE_PRODUCT: "' + digits(5) + '"',
  S('particle-token', 'Particle token in CI variables', `  PARTICLE_TOKEN: "${V.particle()}"`),
  'deploy:',
  '  stage: deploy',
  '  script:',
  '    - particle cloud flash --product $PARTICLE_PRODUCT $DEVICE_ID',
]);
file('docs/provisioning.md', [
  '# Factory provisioning',
  '',
  '1. Export credentials:',
  '',
  '```sh',
  'export AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX',
  'export AWS_SECRET_ACCESS_KEY=<your secret>',
  'export FACTORY_TOKEN=fct_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
  '```',
  '',
  '2. Azure devices take a connection string of the form',
  '   `HostName=<hub>.azure-devices.net;DeviceId=<id>;SharedAccessKey=<base64 key>`.',
  '3. LoRaWAN AppKey is generated per device; the example below is the all-zero key:',
  '   `AppKey = 00000000000000000000000000000000`',
  `4. Device MAC ${V.mac()} maps to serial ${V.serial()}.`,
  `5. The line-3 WiFi password was rotated on ${2024 + int(2)}-0${1 + int(8)}-1${int(9)}; ask ops.`,
]);
file('docs/studio-onboarding.md', [
  '# Studio onboarding',
  '',
  'PlayFab title: `' + V.playfabTitle() + '` (public). The developer secret key is in 1Password, **never** in DefaultGame.ini.',
  '',
  'Steam app id `' + digits(7) + '` is public. Photon AppId `' + uuid() + '` ships in every client.',
  '',
  'Example EOS artifact (placeholders):',
  '',
  '```ini',
  '+Artifacts=(ArtifactName="Live",ClientId="xyza7891XXXXXXXXXXXXXXXXXXXXXXXX",ClientSecret="YOUR_CLIENT_SECRET",ProductId="...",SandboxId="...",DeploymentId="...",EncryptionKey="...")',
  '```',
  '',
  'Android debug keystore password is `android` (the SDK default).',
]);
file('docs/ops-runbook.md', [
  '# Ops runbook',
  '',
  '## Rotating the Grafana admin password',
  '',
  '```sh',
  'grafana-cli admin reset-admin-password "$NEW_PASSWORD"',
  '```',
  '',
  '## Broker credentials',
  '',
  'Hashes in `infra/mosquitto-*/passwd` are PBKDF2 ($7$); regenerate with `mosquitto_passwd -U`.',
  '',
  '## Encrypted secrets',
  '',
  '```yaml',
  `influx_token: ENC[AES256_GCM,data:${b64(66)},iv:${b64(32)},tag:${b64(16)},type:str]`,
  '```',
  '',
  '```',
  '$ANSIBLE_VAULT;1.1;AES256',
  ...Array.from({ length: 4 }, () => hex(80)),
  '```',
]);
file('infra/ansible/group_vars/gateways/vault.yml', ['$ANSIBLE_VAULT;1.1;AES256', ...Array.from({ length: 10 }, () => hex(80))]);
file('infra/ansible/group_vars/gateways/vars.yml', ['gateway_wifi_password: "{{ vault_gateway_wifi_password }}"', 'mqtt_password: "{{ vault_mqtt_password }}"', `gateway_image_sha256: ${V.sha256()}`, 'balena_api_key: "{{ lookup(\'env\', \'BALENA_API_KEY\') }}"']);
file('infra/sops/secrets.enc.yaml', [
  `influx_token: ENC[AES256_GCM,data:${b64(66)},iv:${b64(32)},tag:${b64(16)},type:str]`,
  `mqtt_password: ENC[AES256_GCM,data:${b64(18)},iv:${b64(32)},tag:${b64(16)},type:str]`,
  'sops:',
  '    age:',
  '        - recipient: age1' + from('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58),
  '          enc: |',
  '            -----BEGIN AGE ENCRYPTED FILE-----',
  ...Array.from({ length: 5 }, () => '            ' + from(B64, 64)),
  '            -----END AGE ENCRYPTED FILE-----',
  `    lastmodified: "2025-0${1 + int(8)}-1${int(9)}T10:12:44Z"`,
  `    mac: ENC[AES256_GCM,data:${b64(64)},iv:${b64(32)},tag:${b64(16)},type:str]`,
  '    version: 3.8.1',
]);
file('infra/wireguard/gateway.conf', [
  '[Interface]',
  S('private-key', 'WireGuard interface private key', `PrivateKey = ${b64(32)}`),
  'Address = 10.44.0.2/32',
  '',
  '[Peer]',
  `PublicKey = ${b64(32)}`,
  leakOr(0.5, S('psk', 'WireGuard preshared key', `PresharedKey = ${b64(32)}`), '# PresharedKey = (none on this link)'),
  'Endpoint = vpn.voltcraft-iot.example:51820',
  'AllowedIPs = 10.44.0.0/16',
]);
file('infra/certs/ca.crt', [cert()]);
file('infra/certs/server.key', [S('private-key', 'broker TLS private key', pkcs8())]);
file('infra/checksums/SHA256SUMS', Array.from({ length: 10 }, (_, i) => `${V.sha256()}  firmware-1.${i}.0.bin`));
file('infra/inventory/devices.yaml', ['devices:', ...Array.from({ length: 10 }, () => [`  - serial: ${V.serial()}`, `    mac: "${V.mac()}"`, `    dev_eui: ${V.eui()}`, `    particle_id: ${V.particleDevice()}`, `    ble_pin: "${digits(6)}"`]).flat()]);

const labels = writeAll();
const README = [
  '# heldout12 — IoT hardware company and game studio (written blind)',
  '',
  `Generated by bench/secrets/make-heldout12.mjs (seed 12012): ${files.size} files, ${labels.length} planted credentials.`,
  'LABELS.json lists each {file, line, kind, why}. See the generator\'s top comment for what counts as a credential.',
];
fs.writeFileSync(path.join(out, 'README-SET.md'), README.join('\n') + '\n');
const kinds = new Map();
for (const l of labels) kinds.set(l.kind, (kinds.get(l.kind) ?? 0) + 1);
console.log(`heldout12: ${files.size + 1} files, ${labels.length} labels`);
console.log([...kinds].map(([k, n]) => `${k} ${n}`).join(', '));
