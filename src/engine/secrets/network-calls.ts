/**
 * Literals passed to the network-joining calls of embedded code (read without a tree), which name
 * no field: the password is known by its place among the arguments.
 * - A WiFi network's passphrase: `WiFi.begin("ssid", "…")` (ESP32/ESP8266/WiFiNINA), an access point's
 *   `WiFi.softAP("name", "…")`, `wifiMulti.addAP("ssid", "…")`, MicroPython's `wlan.connect("ssid", "…")`. `begin` only on a WiFi receiver:
 *   `Serial.begin`, `Wire.begin` and `SD.begin` take other things.
 * - A login given as three literals to `connect`: PubSubClient's `client.connect("id", "user", "…")`,
 *   MySQL connectors' `connect("host", "user", "…")`, the third is the password.
 * The caller judges the value, so `WiFi.softAP("Setup", "")` or a placeholder stays quiet.
 */
import type { Assignment } from './assignment.js';

// Receiver names are bounded (`\w{0,40}`): an unbounded `\w*…\w*` is quadratic on a long run of word characters.
const LITERAL = `"((?:[^"\\r\\n\\\\]|\\\\[^\\r\\n]){0,200})"`;
const WIFI_JOIN = new RegExp(`(?:\\b\\w{0,40}[Ww][Ii][Ff][Ii]\\w{0,40}\\.begin|\\b\\w{0,40}(?:[Ww][Ll][Aa][Nn]|[Ww][Ii][Ff][Ii]|[Ss][Tt][Aa])\\w{0,40}\\.connect|\\.softAP|\\.addAP)\\([ \\t]*${LITERAL}[ \\t]*,[ \\t]*"((?:[^"\\r\\n\\\\]|\\\\[^\\r\\n]){1,200})"`, 'g');
const CONNECT_LOGIN = new RegExp(`\\.connect\\([ \\t]*${LITERAL}[ \\t]*,[ \\t]*${LITERAL}[ \\t]*,[ \\t]*"((?:[^"\\r\\n\\\\]|\\\\[^\\r\\n]){1,200})"[ \\t]*[,)]`, 'g');

/** A commented-out call is not read (`// WiFi.begin("home", "…")`). */
function inComment(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  return /^\s*(?:\/\/|\/\*|\*|#(?!\s*define))/.test(text.slice(lineStart, at));
}

/** The passwords of a code file's network-joining calls. */
export function networkCallAssignments(text: string): Assignment[] {
  const found: Assignment[] = [];
  if (!/\.(?:begin|softAP|addAP|connect)\(/.test(text)) return found;
  const collect = (pattern: RegExp, group: number, name: string): void => {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      if (inComment(text, m.index)) continue;
      found.push({ name, value: m[group], start: m.index + m[0].lastIndexOf(`"${m[group]}"`) + 1 });
    }
  };
  collect(WIFI_JOIN, 2, 'wifi_password');
  collect(CONNECT_LOGIN, 3, 'password');
  return found;
}
