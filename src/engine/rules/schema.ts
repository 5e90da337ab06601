/**
 * The rule and model format, one declaration each (see rules/FORMAT.md for the human version
 * with examples): TypeBox schemas in check-format.ts (names, kinds, checks), model-format.ts
 * (model rows) and rule-format.ts (rules). Each schema is the JSON Schema ajv validates every
 * YAML file with when it loads (loader.ts), so a malformed rule is rejected with a message naming
 * the file and the field; its `Static` type is what the loader hands the analysis, exported here
 * under the same name.
 */
export { type Check, type NamePattern, type ValueCheck } from './check-format.js';
export {
  type CallbackRow,
  type ConfigRow,
  type ContainerRow,
  type FlowEnd,
  type FunctionGuard,
  type MemberTypeRow,
  type MixinRow,
  MODEL_SECTIONS,
  type ModelFile,
  type PathBuilderRow,
  type PropagatorRow,
  type ReturnSinkSpec,
  type SanitizerRow,
  type SinkRow,
  type SourceRow,
  type StateRow,
  type SupertypeRow,
  type TypeRow,
} from './model-format.js';
export { LANGUAGE_FAMILIES, LANGUAGE_IDS, type PatternMatch, type PatternRule, type Rule, type TaintRule } from './rule-format.js';
