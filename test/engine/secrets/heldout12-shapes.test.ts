/**
 * Shapes the twelfth blind held-out set (bench/secrets/heldout12, an IoT hardware company and its
 * game studio) found missing or misjudged: Arduino sketches and other C++ spellings read as code,
 * LoRaWAN keys as LMIC byte arrays and under their specification names, pre-shared keys, Azure IoT
 * device keys, Unreal `TEXT("…")` literals and RSA private exponents, C# keys decoded from base64,
 * Unity's YAML assets, BuildGraph options, Mosquitto's `keyword value` lines, ESP-IDF NVS CSV tables,
 * espota's `--auth=` passwords, capital-heavy random passwords; and a false alarm on base64 of a
 * bcrypt hash. Each shape has its look-alike that must stay quiet.
 * Values come from a seeded generator, so a failure reproduces.
 */
import { describe, expect, it } from 'vitest';
import { scanSecrets, scanSecretsAsync } from '../../../src/engine/secrets/index.js';
import { seededRandom } from '../../helpers/seeded-random.js';

const random = seededRandom(12012);
const from = random.from;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const ALNUM = LOWER + UPPER + DIGITS;
const B64 = ALNUM + '+/';
const HEX = '0123456789abcdef';
const password = (): string => `${from(UPPER, 2)}${from(ALNUM, 10)}_${from(ALNUM, 6)}`;
const bytes = (n: number): string => Array.from({ length: n }, () => `0x${from(HEX, 2).toUpperCase()}`).join(', ');
const found = (path: string, content: string): string[] =>
  scanSecrets({ path, content }).filter((f) => f.severity !== 'informative').map((f) => `${f.ruleId}:${f.lineNumber}`);

describe('firmware sources', () => {
  it('reads an Arduino sketch as code: #define, char arrays and setter calls', () => {
    const sketch = [
      '#include <WiFi.h>',
      `#define EAP_PASSWORD "${password()}"`,
      `char pass[] = "${password()}";`,
      `void setup() { ArduinoOTA.setPassword("${password()}"); }`,
      'const char* password = "REPLACE_WITH_YOUR_PASSWORD";',
    ].join('\n');
    expect(found('firmware/node/node.ino', sketch)).toEqual(['generic-secret:2', 'generic-secret:3', 'generic-secret:4']);
    expect(found('firmware/node/src/net.hpp', sketch)).toEqual(['generic-secret:2', 'generic-secret:3', 'generic-secret:4']);
  });

  it('reads the passphrase of WiFi joins and the password of a three-literal connect, not other begin calls', () => {
    const sketch = [
      'void setup() {',
      '  Serial.begin(115200);',
      '  SD.begin("cs", "spi");',
      `  WiFi.begin("Lab-2G", "${password()}");`,
      `  wifiMulti.addAP("Lab-5G", "${password()}");`,
      '  wifiMulti.addAP("open-guest");',
      `  WiFi.softAP("Setup-5D80", "${password()}");`,
      `  // WiFi.begin("home", "${password()}");`,
      `  client.connect("lux-meter-46ed71", "sensor", "${password()}");`,
      '  client.connect("lux-meter-46ed71");',
      '}',
    ].join('\n');
    expect(found('src/main.cpp', sketch)).toEqual(['generic-secret:4', 'generic-secret:5', 'generic-secret:7', 'generic-secret:9']);
  });

  it('reads a literal copied into a named buffer (ESP-IDF WiFi config), not into a name that says nothing', () => {
    const c = [
      `strncpy((char *)wifi_config.sta.password, "${password()}", sizeof(wifi_config.sta.password));`,
      `strlcpy(cfg->mqtt_pass, "${password()}", 64);`,
      `strncpy((char *)wifi_config.sta.ssid, "${password()}", 32);`,
    ].join('\n');
    expect(found('main/wifi.c', c)).toEqual(['generic-secret:1', 'generic-secret:2']);
  });

  it('reads MicroPython WiFi joins and three-literal logins through the syntax tree', async () => {
    const py = ['wlan = network.WLAN(network.STA_IF)', `wlan.connect("Lab-2G", "${password()}")`, 'sock.connect(("10.0.0.2", 80))', `client.connect("dev-1", "user", "${password()}")`, 'db.connect("host", "app")'].join('\n');
    const findings = (await scanSecretsAsync({ path: 'boot.py', content: py })).map((f) => f.lineNumber);
    expect(findings).toEqual([2, 4]);
  });

  it('reads a key written as a list of decimal bytes in YAML, not other number lists', () => {
    const bytesDec = Array.from({ length: 16 }, () => String(random.int(256))).join(', ');
    const yaml = ['advanced:', `  network_key: [${bytesDec}]`, `  ext_pan_id: [${bytesDec}]`, '  channel_list: [11, 15, 20, 25, 11, 15, 20, 25]', '  pan_id: 6754'].join('\n');
    expect(found('zigbee2mqtt/configuration.yaml', yaml)).toEqual(['generic-secret:2']);
  });

  it('reports LoRaWAN keys written as LMIC byte arrays, not EUIs, calibration tables or MACs', () => {
    const header = [
      `static const u1_t PROGMEM APPEUI[8] = { ${bytes(8)} };`,
      `static const u1_t PROGMEM DEVEUI[8] = { ${bytes(8)} };`,
      `static const u1_t PROGMEM APPKEY[16] = { ${bytes(16)} };`,
      `static const PROGMEM u1_t NWKSKEY[16] = { ${bytes(16)} };`,
      `static u1_t PROGMEM APPSKEY[16] = {${bytes(16)}};`,
      `static const uint8_t SENSOR_CAL[16] = { ${bytes(16)} };`,
      `const uint8_t FACTORY_MAC[6] = { ${bytes(6)} };`,
    ].join('\n');
    expect(found('firmware/lora/include/keys.h', header)).toEqual(['generic-secret:3', 'generic-secret:4', 'generic-secret:5']);
  });

  it('masks every byte of a byte-array key in the snippet', () => {
    const key = bytes(16);
    const [finding] = scanSecrets({ path: 'keys.h', content: `static const u1_t PROGMEM APPKEY[16] = { ${key} };\n` });
    expect(finding.codeSnippet).not.toContain(key.slice(6));
  });

  it('reports hex LoRaWAN keys, device keys and pre-shared keys under their own names', () => {
    const header = [
      `#define LORAWAN_DEV_EUI "${from(HEX, 16).toUpperCase()}"`,
      `#define LORAWAN_NWK_KEY "${from(HEX, 32).toUpperCase()}"`,
      `#define IOT_CONFIG_DEVICE_KEY "${from(B64, 43)}="`,
      `#define IOT_CONFIG_DEVICE_ID "tank-level-${from(DIGITS, 3)}"`,
    ].join('\n');
    expect(found('include/config.h', header)).toEqual(['generic-secret:2', 'generic-secret:3']);
    const conf = [`CONFIG_GOLIOTH_SAMPLE_PSK_ID="node@proj-${from(HEX, 4)}"`, `CONFIG_GOLIOTH_SAMPLE_PSK="${from(ALNUM, 32)}"`, 'CONFIG_BT_FIXED_PASSKEY=y'].join('\n');
    expect(found('prj.conf', conf)).toEqual(['generic-secret:2']);
    expect(found('data/config.json', `{\n  "wifi": { "ssid": "Lab-2G", "psk": "${password()}" }\n}\n`)).toEqual(['generic-secret:2']);
  });

  it('reads espota passwords after --auth=, words or not, and leaves environment reads alone', () => {
    const ini = ['[env:node]', 'upload_protocol = espota', 'upload_flags =', '    --port=3232', '    --auth=ember-lantern-velvet-71', '[env:b]', 'upload_flags = --auth=Willow?Copper73', '[env:c]', 'upload_flags = --auth=${sysenv.OTA_PASSWORD}'].join('\n');
    expect(found('platformio.ini', ini)).toEqual(['generic-secret:5', 'generic-secret:7']);
  });

  it('reads the value column of an ESP-IDF NVS partition table by its key column', () => {
    const csv = ['key,type,encoding,value', 'wifi,namespace,,', 'ssid,data,string,Lab-5G', `pass,data,string,${password()}`, `crc,data,u32,${from(DIGITS, 9)}`, `serial,data,string,SN12-${from(UPPER, 8)}`].join('\n');
    expect(found('tools/nvs_template.csv', csv)).toEqual(['generic-secret:4']);
    expect(found('tools/devices.csv', `serial,mac,password\nSN1,AA:BB,${password()}\n`)).toEqual([]);
  });
});

describe('game engines', () => {
  it('reads literals wrapped in TEXT(), _T() and F(), and C# keys decoded from base64', () => {
    const cpp = [
      `static const FString MatchmakerToken = TEXT("mmk_${from(ALNUM, 40)}");`,
      `static const FString BuildGuid = TEXT("${from(HEX, 32).toUpperCase()}");`,
      `const wchar_t* ApiSecret = L"${from(ALNUM, 32)}";`,
    ].join('\n');
    expect(found('Source/Game/OnlineConfig.cpp', cpp)).toEqual(['generic-secret:1', 'generic-secret:3']);
    const cs = [`static readonly byte[] Key = System.Convert.FromBase64String("${from(B64, 43)}=");`, `static readonly byte[] Icon = Convert.FromBase64String("${from(B64, 43)}=");`].join('\n');
    expect(found('Assets/Scripts/CloudSave.cs', cs)).toEqual(['generic-secret:1']);
  });

  it('reads Unity assets as YAML, list items under a secret name included, and not GUIDs', () => {
    const asset = ['%YAML 1.1', '--- !u!114 &11400000', 'MonoBehaviour:', `  m_Script: {fileID: 11500000, guid: ${from(HEX, 32)}, type: 3}`, `  apiSecret: ${from(ALNUM, 40)}`, '  gameKey:', `  - ${from(HEX, 32)}`, '  secretKey:', `  - ${from(HEX, 40)}`].join('\n');
    expect(found('Assets/Settings/ServerConfig.asset', asset)).toEqual(['generic-secret:5', 'generic-secret:9']);
    expect(found('Assets/Art/Hero.png.meta', `fileFormatVersion: 2\nguid: ${from(HEX, 32)}\n`)).toEqual([]);
  });

  it('reports the private exponent of a pak signing key, not its modulus', () => {
    const ini = ['[/Script/CryptoKeys.CryptoKeysSettings]', 'SigningPublicExponent=AQAB', `SigningModulus=${from(B64, 340)}==`, `SigningPrivateExponent=${from(B64, 340)}==`].join('\n');
    expect(found('Config/DefaultCrypto.ini', ini)).toEqual(['generic-secret:4']);
  });

  it('reads a BuildGraph option by its Name and DefaultValue', () => {
    const xml = ['<BuildGraph>', `  <Option Name="SteamPassword" DefaultValue="${password()}" Description="Steam build account password"/>`, '  <Option Name="SteamUser" DefaultValue="voltcraft_builder" Description="Steam build account"/>', '</BuildGraph>'].join('\n');
    expect(found('Build/BuildGraph.xml', xml)).toEqual(['generic-secret:2']);
  });
});

describe('broker and home-automation configuration', () => {
  it('reads `keyword value` lines of a daemon .conf, not paths or flags', () => {
    const conf = ['listener 8883', 'password_file /mosquitto/config/passwd', 'connection cloud-bridge', 'remote_username edge-bridge-01', `remote_password ${password()}`, 'allow_anonymous false'].join('\n');
    expect(found('mosquitto/mosquitto.conf', conf)).toEqual(['generic-secret:5']);
  });

  it('takes random capitals with a few small letters and almost no vowel for a password, not acronyms or words', () => {
    const yaml = ['wifi:', '  ap:', '    ssid: "Fallback"', `    password: "${from('BCDFGHJKLMNPQRSTVWXZ', 5)}nr${from('BCDFGHJKLMNPQRSTVWXZ', 5)}"`, 'http:', '  auth_mode: XMLHTTPRequest'].join('\n');
    expect(found('esphome/node.yaml', yaml)).toEqual(['generic-secret:4']);
  });

  it('does not report base64 of a bcrypt hash, even cut short', () => {
    const hash = Buffer.from(`$2b$12$${from(ALNUM + './', 53)}`).toString('base64');
    const store = `{\n  "users": [\n    { "username": "admin", "password": "${hash}" },\n    { "username": "ops", "password": "${hash.slice(0, 77)}" }\n  ]\n}\n`;
    expect(found('.storage/auth_provider.homeassistant', store)).toEqual([]);
    expect(found('config.json', `{ "password": "${Buffer.from(password()).toString('base64')}" }\n`)).toEqual(['generic-secret:1']);
  });
});
