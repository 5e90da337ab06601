/**
 * Types shared by the secrets scanner: the rule as written in rules/secrets/*.yaml, the rule once
 * compiled, the options a caller passes, and a candidate secret before it becomes a Finding.
 */
import type { Tree } from 'web-tree-sitter';
import type { Severity } from '../findings.js';
import type { LanguageId } from '../parse/languages.js';

/** What a rule does with a match in a test fixture path (tests/, fixtures/, *.test.*, ...). */
export type TestFixturePolicy = 'informative' | 'skip';

/** A sample is either the text alone or the text with the path it is scanned under. */
export type RuleSample = string | { text: string; path: string };

/** A second secret that makes a finding stronger when found near the first (AWS key id + secret). */
export interface PairSpec {
  regex: RegExp;
  /** How many lines above or below the main match the pair may be. */
  withinLines: number;
  severity: Severity;
  /** Added to the message when the pair is found; never contains the secret. */
  description: string;
}

/** A provider rule after loading and compilation. */
export interface ProviderRule {
  kind: 'provider';
  id: string;
  provider: string;
  category: 'hardcoded-secrets';
  cwe: string;
  severity: Severity;
  title: string;
  description: string;
  remediation: string;
  /** Pages about the weakness: the CWE page and OWASP pages. */
  references: string[];
  /** Lower-cased; the rule's regex runs only on text that contains one of them. */
  keywords: string[];
  regex: RegExp;
  /** Capture group holding the secret (0 = the whole match). */
  secretGroup: number;
  /** Minimum Shannon entropy (bits per character) of the secret. */
  entropy?: number;
  /** Named structural check from validators.ts (e.g. a JWT header that decodes to JSON). */
  validate?: string;
  /** Known public documentation values that are never secrets (regexes on the secret). */
  allow: RegExp[];
  /** Whether the characters around the secret must not be letters or digits. */
  boundary: boolean;
  /** A larger value wins when two provider findings overlap (GCP JSON over its PEM key). */
  priority: number;
  pair?: PairSpec;
  inTestFixtures: TestFixturePolicy;
  samples: { truePositives: RuleSample[]; falsePositives: RuleSample[] };
  /** The file this rule came from, for load errors. */
  source: string;
}

/** The generic rule: secret-looking values assigned to secret-looking names. */
export interface GenericRule {
  kind: 'generic';
  id: string;
  provider: string;
  category: 'hardcoded-secrets';
  cwe: string;
  severity: Severity;
  title: string;
  description: string;
  remediation: string;
  /** Pages about the weakness: the CWE page and OWASP pages. */
  references: string[];
  minLength: number;
  /** Entropy a value must reach when it has few character classes. */
  minEntropy: number;
  inTestFixtures: TestFixturePolicy;
  samples: { truePositives: RuleSample[]; falsePositives: RuleSample[] };
  source: string;
}

export type SecretRule = ProviderRule | GenericRule;

export interface SecretRuleSet {
  providers: ProviderRule[];
  generic: GenericRule;
  /** One regex of every provider keyword (lower case), run once per file over the lower-cased text as the prefilter. */
  keywordRegex: RegExp;
}

export interface SecretAllowlist {
  /** Globs of repository-relative paths never scanned for secrets (repo-config/patterns.ts). */
  paths?: string[];
  /** RE2 regexes (repo-config/patterns.ts); a candidate whose secret value or whose line matches one is dropped. */
  patterns?: string[];
}

export interface SecretScanOptions {
  /** The tree the engine already parsed for this file, so it is not parsed again. */
  tree?: Tree;
  language?: LanguageId;
  allowlist?: SecretAllowlist;
  /** Rules to use instead of those loaded from rules/secrets (tests, custom packs). */
  rules?: SecretRuleSet;
}

/** A secret located in a file, before masking and fingerprinting turn it into a Finding. */
export interface SecretCandidate {
  rule: SecretRule;
  /** UTF-16 offsets of the secret in the file text. */
  start: number;
  end: number;
  secret: string;
  severity: Severity;
  message: string;
  /** Other secret spans on the same finding (the paired AWS secret) that must be masked too. */
  extraSecrets?: Array<{ start: number; end: number; secret: string }>;
}
