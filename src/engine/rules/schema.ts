/**
 * The rule and model format (see rules/FORMAT.md for the human version with examples).
 *
 * Rules and models are YAML data. These TypeScript types describe what the loader hands the
 * analysis after validation; the JSON Schemas in json-schemas.ts are what ajv checks each file against, so a
 * malformed rule is rejected when it loads with a message naming the file and the field.
 */
import type { Category, Severity } from '../findings.js';
import type { LanguageFamily, LanguageId } from '../parse/languages.js';

export const LANGUAGE_IDS: readonly LanguageId[] = ['javascript', 'typescript', 'tsx', 'python', 'java', 'go', 'php'];
export const LANGUAGE_FAMILIES: readonly LanguageFamily[] = ['javascript', 'python', 'java', 'go', 'php'];

/** One name or several; `*` as a whole dotted segment matches any one segment. */
export type NamePattern = string | string[];

// ---------------------------------------------------------------------------------------------
// Checks: conditions on the arguments of a call (pattern rules, conditional sinks)
// ---------------------------------------------------------------------------------------------

/**
 * A condition on one value of a call, or a combination of conditions.
 * The subject is chosen by `arg` (position, or `any` for some argument), `kwarg` (Python
 * keyword; when both are given the keyword wins when present), or `assigned` (the value of a
 * matched assignment). `field` then descends into an object/dict literal by a dotted key.
 * Exactly one test applies to the subject; a subject whose value is not known (not a constant,
 * not a literal) never satisfies a test except `notConstant` — a check proves, it does not guess.
 */
export type Check =
  | { all: Check[] }
  | { any: Check[] }
  | { not: Check }
  | ValueCheck;

export interface ValueCheck {
  arg?: number | 'any';
  kwarg?: string;
  assigned?: boolean;
  /** The subject is the call's receiver (`factory.newDocumentBuilder().parse(x)`: the builder). */
  receiver?: boolean;
  /** A dotted key into an object literal; `*` is any one of its known fields. */
  field?: string;
  /** The subject is absent: no such argument, keyword or object field. */
  missing?: boolean;
  /** The subject is present (it need not be a known constant). */
  present?: boolean;
  equals?: string | number | boolean | null;
  in?: (string | number | boolean | null)[];
  regex?: string;
  /** The constant text the value is known to begin with (a constant, or the start of a built string) matches. */
  prefixRegex?: string;
  /** The text matches, with the unknown parts of a built string as NUL characters. */
  textRegex?: string;
  ignoreCase?: boolean;
  /** The value resolves to one of these qualified names (`yaml.SafeLoader`). */
  qualified?: string[];
  /** The value has one of these types (constructed, declared or modelled). */
  type?: string[];
  /** The value is not a compile-time constant (e.g. a computed algorithm name). */
  notConstant?: boolean;
  /** The object carries this state, set on it by an earlier call (`states` rows). */
  state?: string;
  /** The text the value is known to start with (a constant, or the constant left part of a concatenation) matches this regex. */
  prefix?: string;
  /** An object literal with no field outside this list (`where: { id }` and nothing tying the row to a user). */
  onlyFields?: string[];
}

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

interface RuleBase {
  id: string;
  languages: LanguageId[];
  category: Category;
  cwe: string;
  /** Further CWEs every finding of the rule is an instance of (code injection: CWE-94 and CWE-95). */
  relatedCwes?: string[];
  severity: Severity;
  title: string;
  description: string;
  remediation: string;
  /** How often a finding of this rule is real: informs triage, not matching. */
  precision?: 'high' | 'medium' | 'low';
  /** Pages about the weakness: the CWE page of each CWE, and OWASP pages (Top 10 category, cheat sheet). */
  references: string[];
  /** Rows merged into the language's models, for rows only this rule needs. */
  models?: ModelFile;
}

export interface TaintRule extends RuleBase {
  kind: 'taint';
  taint: {
    /** Source kinds (`remote`, `cli`, `file`, `weak-random` …) provided by model rows. */
    sources: string[];
    /** Sink kinds (`sql`, `command`, `html` …) provided by model rows. */
    sinks: string[];
    /** Sanitizer kinds that clean a value for this rule; defaults to the sink kinds. */
    sanitizers?: string[];
  };
}

export interface PatternRule extends RuleBase {
  kind: 'pattern';
  match: PatternMatch;
}

export interface PatternMatch {
  /** Calls whose resolved callee is one of these names (constructors included). */
  call?: NamePattern;
  /** Only constructor calls (`new X()`). */
  new?: boolean;
  /**
   * Not when the call starts a digest whose only use is to name content for caches (an `ETag`
   * or `Content-MD5` header): a weak hash there protects nothing (see `content-digests.ts`).
   */
  exceptContentDigest?: boolean;
  /** Assignments to a member whose resolved path is one of these (`process.env.NODE_TLS_REJECT_UNAUTHORIZED`). */
  assign?: NamePattern;
  /** Conditions that must all hold (a list is `all`). */
  where?: Check | Check[];
  /** Message for the finding; `{callee}` is replaced by the matched name. */
  message?: string;
}

export type Rule = TaintRule | PatternRule;

// ---------------------------------------------------------------------------------------------
// Models: framework and library knowledge, rows of data shared by every rule of a language
// ---------------------------------------------------------------------------------------------

export interface SourceRow {
  kind: string;
  /** A read of this member path is tainted (`flask.request.args`, `express.Request.query`). */
  path?: NamePattern;
  /** The return value of this call is tainted (`javax.servlet.http.HttpServletRequest.getParameter`). */
  call?: NamePattern;
  /**
   * With `call`: these arguments are tainted instead of the return value, the call writing into
   * them (Go `c.ShouldBindJSON(&form)`, `json.NewDecoder(r.Body).Decode(&v)`).
   */
  args?: number[];
  /** Parameters of functions are tainted. */
  param?: {
    /** The parameter carries one of these annotations (`org.springframework.web.bind.annotation.RequestParam`). */
    annotation?: NamePattern;
    /** The function carries one of these annotations/decorators: every parameter (except `exceptTypes`). */
    functionAnnotation?: NamePattern;
    /** Parameters whose declared type is one of these are not sources (framework objects). */
    exceptTypes?: string[];
    /** Only parameters whose declared type is one of these (e.g. `java.lang.String`). */
    types?: string[];
    /** No parameter of the function is a source when the function is guarded (guarded-functions.ts). */
    exceptWhen?: FunctionGuard;
  };
  /** Shown in traces: "source: <label>". */
  label?: string;
  /**
   * The taint is a property of a number (predictable randomness), so arithmetic and number
   * conversions keep it instead of cleaning it.
   */
  numeric?: boolean;
  /**
   * The taint starts already cleaned for these sanitizer kinds: values a framework always hands
   * over as strings (route parameters, header values) carry no query operators (`nosql`).
   */
  sanitized?: string[];
  /** With `call`: only calls passing this check are sources (a read by its SQL text, a query object). */
  when?: Check | Check[];
  /**
   * With `call`: functions passed to the call receive the data at these parameter positions
   * (event handlers: `req.on('data', (chunk) => …)`), instead of the call's result being tainted.
   */
  callbackParams?: number[];
}

/**
 * A function counts as guarded when it or its class carries one of `annotation` (an authorisation
 * check such as Spring `@PreAuthorize`), or one of its parameters has a type in `paramTypes` or an
 * annotation in `paramAnnotation` (the signed-in user handed to the handler).
 */
export interface FunctionGuard {
  annotation?: NamePattern;
  paramTypes?: string[];
  paramAnnotation?: NamePattern;
}

export interface SinkRow {
  kind: string;
  /** The call whose arguments are the sink. */
  call?: NamePattern;
  /** Argument positions that matter (default: every argument). */
  args?: number[];
  /** Python keyword arguments that matter. */
  kwargs?: string[];
  /** When an argument is an object literal, only these fields matter (`url`, `host`; `where.id` descends). */
  fields?: string[];
  /** The receiver of the call is the sink (`builder.execute()` on a tainted builder). */
  receiver?: boolean;
  /** Every nested field of an object argument counts (NoSQL query objects, merge sources). */
  deep?: boolean;
  /**
   * With `kwargs: ['*']`: only the keywords a constant Jinja template (argument 0 or `source`)
   * prints unescaped (`{{ name|safe }}`; every keyword inside `{% autoescape false %}`).
   */
  unescapedTemplateVars?: boolean;
  /** Writing to a member with this path is the sink (`Element.innerHTML`). */
  assign?: NamePattern;
  /** The sink only applies when this holds (`shell=True`). */
  when?: Check | Check[];
  /** With `assign`: a written key is the sink too (`session[name] = v`), not only the value. */
  keys?: boolean;
  label?: string;
  /** The value returned by a handler is the sink (Spring `@ResponseBody` methods, Flask views); see ReturnSinkSpec. */
  return?: ReturnSinkSpec;
}

/**
 * Which functions' return values are a sink: a function carrying one of `functionAnnotation`
 * (a route mapping or view decorator, by name as written or resolved), or one of `methods` of a
 * subclass of `classExtends`; then with one of `bodyAnnotation` on itself or on its class
 * (`ResponseBody`, `RestController`) when given, declared to return one of `returnTypes` when
 * given; `when` is a check whose `kwarg`s are the named arguments of the matched function
 * annotation (`produces = "text/html"`). With `viewResponse`, only a string or the body of a
 * `(body, status)` tuple is the sink (a view's response); otherwise the whole value is.
 */
export interface ReturnSinkSpec {
  functionAnnotation?: NamePattern;
  classExtends?: string;
  methods?: string[];
  bodyAnnotation?: NamePattern;
  returnTypes?: string[];
  when?: Check | Check[];
  viewResponse?: boolean;
  /** A check on the returned value itself, as argument 0 (`{ arg: 0, prefix: '^redirect:' }`). */
  value?: Check | Check[];
}

export interface SanitizerRow {
  /** Sanitizer kinds this cleans for; `*` cleans for every rule. */
  kinds: string[];
  /** The return value of this call is clean. */
  call?: NamePattern;
  /** A read of this member of any value is clean (`length`: a number). */
  member?: string;
  /** With `call`: only calls passing this check clean (Go `filepath.Clean("/" + p)`: a rooted path). */
  when?: Check | Check[];
}

export type FlowEnd = 'args' | 'receiver' | 'return' | number;

export interface PropagatorRow {
  call: NamePattern;
  from: FlowEnd[];
  to: FlowEnd[];
  /**
   * The call decodes its input (URL, HTML entities, Base64): the text it returns can hold
   * characters the input did not, so escaping or checks applied before no longer hold.
   */
  decodes?: boolean;
}

export interface TypeRow {
  /** The value returned by calling (or constructing) this is of type `returns`. */
  call: NamePattern;
  returns?: string;
  /**
   * Or: it is an instance of the class passed as this argument (dependency-injection lookups such as
   * Angular `inject(ActivatedRoute)` or a container's `get(Token)`). One of `returns`/`returnsInstanceOf`.
   */
  returnsInstanceOf?: number;
  /** States the returned object starts with (`xml-defaults`: a parser factory as the library makes it). */
  states?: string[];
  /** Only when this holds: a configuration that makes the object a different kind of thing (`XMLParser(resolve_entities=True)`). */
  when?: Check | Check[];
}

export interface SupertypeRow {
  type: string;
  extends: string[];
}

export interface CallbackRow {
  /** Functions passed as arguments of this call get parameter types. */
  call?: NamePattern;
  /** Or: the module export with this name (`default`, `GET`) of files matching `pathGlob`. */
  export?: NamePattern;
  pathGlob?: string;
  /** Or: methods of classes extending this type (`django.views.View`). */
  classExtends?: string;
  methods?: string[];
  /** Types of the callback's parameters by position; `null` leaves a position untyped. */
  params: (string | null)[];
}

export interface ContainerRow {
  call: NamePattern;
  /** put(key, value) | get(key) → value | add(value) appends | remove(key) → value. */
  op: 'put' | 'get' | 'add' | 'remove';
  key?: number;
  value?: number;
  /** For `get`: the argument returned when the key is absent. */
  default?: number;
  /**
   * For `put`/`get`: the key lives in a nested container stored under this argument's value
   * (configparser's section: `cfg.set(section, option, v)` is `cfg[section][option] = v`).
   */
  section?: number;
  /** For `add`: the value argument and every one after it are appended in order (`arr.push(a, b, c)`). */
  rest?: boolean;
  /**
   * For `add`: called with an argument more than `value` names, this argument is the index the
   * value is inserted at and the next one is the value (`list.add(0, v)` shifts later elements up).
   */
  insertAt?: number;
}

export interface ConfigRow {
  /** A call reading a configuration value by key (`java.util.Properties.getProperty`). */
  call?: NamePattern;
  key?: number;
  default?: number;
  /** Or a member read under this path whose property is the key (`process.env`). */
  path?: NamePattern;
}

/**
 * Per-object configuration: a call on an object that, when `when` holds, marks the receiver with
 * a state (`set`) or removes one (`clear`); checks test it with `{ receiver: true, state: … }`.
 * `DocumentBuilderFactory.setFeature(FEATURE_SECURE_PROCESSING, true)` marks the factory; a
 * propagator from receiver to return hands the marks to the builder the factory makes.
 */
export interface StateRow {
  call: NamePattern;
  set?: string;
  clear?: string;
  when?: Check | Check[];
}

/**
 * A call that builds a filesystem path from its arguments (`path.resolve(root, name)`): a check
 * that the path it returns stays under a folder (`.startsWith(root)`) confines those arguments too.
 */
export interface PathBuilderRow {
  call: NamePattern;
}

export interface ModelFile {
  sources?: SourceRow[];
  sinks?: SinkRow[];
  sanitizers?: SanitizerRow[];
  propagators?: PropagatorRow[];
  types?: TypeRow[];
  supertypes?: SupertypeRow[];
  callbacks?: CallbackRow[];
  containers?: ContainerRow[];
  config?: ConfigRow[];
  states?: StateRow[];
  pathBuilders?: PathBuilderRow[];
}

/** Every section a model file may have, in the order FORMAT.md documents them. */
export const MODEL_SECTIONS = ['sources', 'sinks', 'sanitizers', 'propagators', 'types', 'supertypes', 'callbacks', 'containers', 'config', 'states', 'pathBuilders'] as const satisfies readonly (keyof ModelFile)[];
