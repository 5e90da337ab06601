/**
 * Literals of C, C++ and C# code (read without a tree) that the plain `name = "…"` reader cannot see,
 * because the value is not a bare string literal where it is assigned:
 * - a key written as a byte array, as firmware stores it (LMIC's
 *   `static const u1_t PROGMEM APPKEY[16] = { 0x2B, 0x7E, … };`): the bytes are read as one hex value;
 * - a literal wrapped in a string macro: Unreal's `TEXT("…")`, Windows' `_T("…")`, Arduino's
 *   `F("…")`, or with a wide or UTF-8 prefix (`L"…"`, `u8"…"`);
 * - a character array initialised from a literal: `char pass[] = "…";`, `const char key[] PROGMEM = "…";`;
 * - a literal copied into a named buffer: `strncpy((char *)cfg.sta.password, "…", 64)` (ESP-IDF's WiFi config);
 * - a literal decoded to bytes where it is assigned (C# `Convert.FromBase64String("…")`,
 *   `Convert.FromHexString("…")`): key material, like `Encoding.UTF8.GetBytes("…")`.
 * The caller judges name and value as for any assignment, so a calibration table or a MAC address
 * under a name that says nothing secret is never reported.
 */
import type { Assignment } from './assignment.js';

/** `NAME[16] = { 0x2B, 0x7E, … }` or `NAME[] = {…}`: 8 to 64 bytes, every one written in hex. */
const BYTE_ARRAY = /(?<![\w$])([A-Za-z_]\w{0,80})[ \t]*\[[ \t]*\w*[ \t]*\][ \t]*=[ \t]*\{[ \t]*((?:0[xX][0-9A-Fa-f]{1,2}[ \t]*,[ \t]*){7,63}0[xX][0-9A-Fa-f]{1,2})[ \t]*,?[ \t]*\}/g;

/** `name = TEXT("…")`, `name = _T("…")`, `name = F("…")`, `name = L"…"`, `name = u8"…"`. */
const WRAPPED_LITERAL = /(?<![\w$])([A-Za-z_$][\w.$]{0,80})[ \t]*(?:=|\()[ \t]*(?:(?:TEXT|_T|_TEXT|F|PSTR)\([ \t]*(?:L|u8|u|U)?|(?:L|u8|u|U))"((?:[^"\r\n\\]|\\[^\r\n]){1,500}?)"/g;

/** `char pass[] = "…"`, `char key[33] PROGMEM = "…"`. */
const CHAR_ARRAY = /(?<![\w$])([A-Za-z_]\w{0,80})[ \t]*\[[ \t]*\w*[ \t]*\](?:[ \t]+PROGMEM)?[ \t]*=[ \t]*"((?:[^"\r\n\\]|\\[^\r\n]){1,500}?)"/g;

/** `strcpy(dest.password, "…")`, `strlcpy((char *)cfg->sta.password, "…", n)`: named by the destination. */
const COPIED_LITERAL = /\b(?:strn?cpy|strlcpy|memcpy)\([ \t]*(?:\([\w \t*]{1,40}\)[ \t]*)?&?([A-Za-z_][\w.>[\]-]{0,100}?)[ \t]*,[ \t]*"((?:[^"\r\n\\]|\\[^\r\n]){1,500}?)"/g;

/** `Key = Convert.FromBase64String("…")`, with or without `System.`. */
const DECODED_LITERAL = /(?<![\w$])([A-Za-z_$][\w.$]{0,80})[ \t]*=[ \t]*(?:System\.)?Convert\.From(?:Base64|Hex)String\([ \t]*"([^"\r\n\\]{1,500})"/g;

/** `0x2B, 0x7E, …` as one hex value (`2b7e…`), to be judged like a key written in hex; else undefined. */
export function byteListAsHex(value: string): string | undefined {
  if (/^0[xX][0-9A-Fa-f]{1,2}(?:[ \t]*,[ \t]*0[xX][0-9A-Fa-f]{1,2})+$/.test(value)) {
    return value.split(',').map((b) => b.trim().slice(2).padStart(2, '0')).join('');
  }
  // Decimal bytes, as YAML and JSON settings write a key (Zigbee2MQTT's `network_key: [1, 3, …]`).
  if (!/^\d{1,3}(?:[ \t]*,[ \t]*\d{1,3}){7,63}$/.test(value)) return undefined;
  const numbers = value.split(',').map((b) => Number(b.trim()));
  return numbers.every((n) => n <= 255) ? numbers.map((n) => n.toString(16).padStart(2, '0')).join('') : undefined;
}

/** `network_key: [1, 3, 5, …]`, `"key": [0x2b, …]` in YAML and JSON: 8 to 64 bytes, the list as written. */
const BYTE_LIST_SETTING = /(?<![\w.-])(["']?)([A-Za-z_][\w.-]{0,80})\1[ \t]*:[ \t]*\[[ \t]*((?:(?:0[xX][0-9A-Fa-f]{1,2}|\d{1,3})[ \t]*,[ \t]*){7,63}(?:0[xX][0-9A-Fa-f]{1,2}|\d{1,3}))[ \t]*\]/g;

/** The byte-list settings of one line of YAML or JSON, at offsets into the file. */
export function byteListSettings(line: string, offset: number): Assignment[] {
  const found: Assignment[] = [];
  if (!line.includes('[')) return found;
  for (const m of matches(BYTE_LIST_SETTING, line)) found.push({ name: m[2], value: m[3], start: offset + m.index + m[0].indexOf(m[3], m[0].indexOf('[')) });
  return found;
}

function* matches(regex: RegExp, line: string): Generator<RegExpExecArray> {
  regex.lastIndex = 0;
  for (let m = regex.exec(line); m; m = regex.exec(line)) yield m;
}

/** The assignments of one line of code, at offsets into the file (`offset` is the line's start). */
export function nativeLiteralAssignments(line: string, offset: number): Assignment[] {
  const found: Assignment[] = [];
  if (line.includes('0x') || line.includes('0X')) {
    for (const m of matches(BYTE_ARRAY, line)) {
      // The value is the bytes as written, so the finding spans (and masks) all of them; judged as hex.
      found.push({ name: m[1], value: m[2], start: offset + m.index + m[0].indexOf(m[2]), keyMaterial: true });
    }
  }
  for (const m of matches(COPIED_LITERAL, line)) {
    found.push({ name: m[1].replace(/->/g, '.').replace(/\[[^\][]*\]/g, ''), value: m[2], start: offset + m.index + m[0].length - m[2].length - 1 });
  }
  for (const m of matches(CHAR_ARRAY, line)) found.push({ name: m[1], value: m[2], start: offset + m.index + m[0].length - m[2].length - 1 });
  for (const m of matches(WRAPPED_LITERAL, line)) found.push({ name: m[1], value: m[2], start: offset + m.index + m[0].length - m[2].length - 1 });
  for (const m of matches(DECODED_LITERAL, line)) {
    found.push({ name: m[1], value: m[2], start: offset + m.index + m[0].length - m[2].length - 1, keyMaterial: true });
  }
  return found;
}
