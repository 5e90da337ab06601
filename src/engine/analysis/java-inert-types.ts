/**
 * Java declared types whose values carry no text an attacker chose: numbers, booleans, dates,
 * UUIDs (they print as digits, `true`/`false`, a date or hex groups) and enums of the tree (a value
 * is one of the enum's constants, printed as its name). A method declared to return one, a field
 * declared as one, or a mapper parameter of one cannot carry an injection payload, whatever object
 * it was read from.
 */
import type { ModuleIR } from '../ir/types.js';
import { baseTypeName } from '../rules/names.js';
import type { AnalysisState } from './state.js';
import type { AbsValue } from './values.js';

const INERT_TYPES = new Set([
  'int', 'long', 'short', 'byte', 'double', 'float', 'boolean', 'char',
  'java.lang.Integer', 'java.lang.Long', 'java.lang.Short', 'java.lang.Byte', 'java.lang.Double', 'java.lang.Float', 'java.lang.Boolean',
  'java.math.BigDecimal', 'java.math.BigInteger', 'java.util.UUID', 'java.util.Date', 'java.time.LocalDate', 'java.time.LocalDateTime',
  'java.time.Instant', 'java.time.OffsetDateTime', 'java.time.ZonedDateTime', 'java.time.LocalTime',
]);

/** Whether a declared Java type (as the lowerer resolved it) holds no chosen text. Arrays and generics do not count. */
export function isInertJavaType(st: AnalysisState, type: string | undefined, from: ModuleIR): boolean {
  if (!type || type.includes('[') || type.includes('<')) return false;
  if (INERT_TYPES.has(type)) return true;
  return !!st.program.classByName(baseTypeName(type), from)?.cls.isEnum;
}

/** A value declared as an inert type: its own taints only where they stand for a number (an id an IDOR rule follows). */
export function withoutChosenText(v: AbsValue): AbsValue {
  const kept = (v.taints ?? []).filter((t) => t.numeric);
  return { ...v, taints: kept.length ? kept : undefined };
}
