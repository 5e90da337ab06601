/**
 * Types shared by the secrets scanner: the rule once compiled (its written form is format.ts),
 * the options a caller passes, and a candidate secret before it becomes a Finding.
 */
import type { Static } from '@sinclair/typebox';
import type { Tree } from 'web-tree-sitter';
import type { Severity } from '../findings.js';
import type { LanguageId } from '../parse/languages.js';
import type { GenericRuleFormat, PairFormat, ProviderRuleFormat, RuleSample, TestFixturePolicy } from './format.js';

export type { RuleSample, TestFixturePolicy } from './format.js';

/** A second secret that makes a finding stronger when found near the first (AWS key id + secret): the `pair` of format.ts, compiled. */
export type PairSpec = Omit<Static<typeof PairFormat>, 'regex' | 'withinLines'> & { regex: RegExp; withinLines: number };

/** What both kinds of rule carry once loaded: the written fields, with the defaults applied. */
interface CompiledCommon {
  inTestFixtures: TestFixturePolicy;
  samples: { truePositives: RuleSample[]; falsePositives: RuleSample[] };
  /** The file this rule came from, for load errors. */
  source: string;
}

/**
 * A provider rule after loading and compilation: the written form (format.ts) with its regexes
 * compiled, its keywords lower-cased, and the defaults of the optional fields applied.
 */
export type ProviderRule = Pick<ProviderRuleFormat, 'id' | 'provider' | 'category' | 'cwe' | 'severity' | 'title' | 'description' | 'remediation' | 'references' | 'keywords' | 'entropy' | 'validate'> &
  CompiledCommon & {
    kind: 'provider';
    regex: RegExp;
    /** Capture group holding the secret (0 = the whole match). */
    secretGroup: number;
    allow: RegExp[];
    boundary: boolean;
    priority: number;
    /** Client-configuration file names in which the provider publishes this value (`publicIn`). */
    publicIn: string[];
    pair?: PairSpec;
  };

/** The generic rule: secret-looking values assigned to secret-looking names. */
export type GenericRule = Pick<GenericRuleFormat, 'kind' | 'id' | 'provider' | 'category' | 'cwe' | 'severity' | 'title' | 'description' | 'remediation' | 'references'> &
  CompiledCommon & { minLength: number; minEntropy: number };

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
  /** The finding's title when not the rule's (the second secret of a pair). */
  title?: string;
  /** The other finding of a pair: the two mask each other's secret and never hide each other as overlaps. */
  partner?: SecretCandidate;
  /**
   * Where the finding starts when the match began on an earlier line than the secret: a key
   * block is reported from its `-----BEGIN` line, where a reader (and a reviewer's label) puts it.
   */
  reportFrom?: number;
}
