/**
 * Lowers JavaScript, TypeScript and TSX trees into the IR.
 *
 * What this resolves: imports (`import`, `require`, destructured requires) into `qualified` names;
 * destructuring into member reads; template literals into `concat`; arrow functions, callbacks,
 * classes, methods and nested functions into FunctionIR; `await` dropped; TypeScript parameter
 * and variable annotations into types resolved through imports; exports (ESM and CommonJS).
 * What it does not understand becomes an `unknown` node that keeps its sub-expressions.
 */
import type { Tree } from 'web-tree-sitter';
import type {
  Annotation,
  ClassIR,
  Expr,
  FunctionIR,
  ImportBinding,
  Loc,
  ModuleIR,
  Param,
  Stmt,
  Target,
} from '../ir/types.js';
import { field, fields, flattenTree, locOf, named, textOf, type FlatNode } from './flat.js';
import { binaryOp, unaryOp } from './operators.js';

type JsLanguage = 'javascript' | 'typescript' | 'tsx';

const FUNCTION_TYPES = new Set([
  'arrow_function',
  'function_expression',
  'function',
  'generator_function',
]);
const FUNCTION_DECLARATIONS = new Set(['function_declaration', 'generator_function_declaration']);
const CLASS_TYPES = new Set(['class_declaration', 'class', 'abstract_class_declaration']);
const ENDS_CASE = new Set(['break', 'return', 'throw', 'continue']);

export function lowerJavaScript(tree: Tree, source: string, path: string, language: JsLanguage = 'javascript'): ModuleIR {
  return new JsLowerer(source, path, language).lower(flattenTree(tree, source));
}

class JsLowerer {
  private readonly imports: ImportBinding[] = [];
  private readonly importMap = new Map<string, string>();
  private readonly exports: Record<string, string> = {};
  private readonly functions: FunctionIR[] = [];
  private readonly classes: ClassIR[] = [];
  private readonly comments: { text: string; line: number }[] = [];
  /** Names declared in each enclosing function, innermost last: a local shadows an import. */
  private readonly scopes: Set<string>[] = [];
  /** Enclosing function/class names, for ids. */
  private readonly idPath: string[] = [];
  /** Statements an expression produced as a side effect (`f(a = b)`), emitted before its statement. */
  private pending: Stmt[] = [];
  private temp = 0;
  /** Top-level names bound to functions, so exports can map to function ids. */
  private readonly topFunctions = new Map<string, string>();

  constructor(
    private readonly source: string,
    private readonly path: string,
    private readonly language: JsLanguage,
  ) {}

  lower(root: FlatNode): ModuleIR {
    this.collectImports(root);
    this.scopes.push(new Set());
    const body = this.block(root.children);
    const topLevel: FunctionIR = {
      name: '<module>',
      id: `${this.path}#<module>`,
      params: [],
      body,
      annotations: [],
      loc: locOf(root),
    };
    this.scopes.pop();
    return {
      path: this.path,
      language: this.language,
      imports: this.imports,
      exports: this.exports,
      topLevel,
      functions: this.functions,
      classes: this.classes,
      comments: this.comments,
      diagnostics: [],
    };
  }

  // -------------------------------------------------------------------------------------------
  // Imports and name resolution
  // -------------------------------------------------------------------------------------------

  private text(node: FlatNode): string {
    return textOf(node, this.source);
  }

  private addImport(local: string, rawQualified: string, node: FlatNode): void {
    // `node:fs` and `fs` are the same module.
    const qualified = rawQualified.startsWith('node:') ? rawQualified.slice(5) : rawQualified;
    this.imports.push({ local, qualified, loc: locOf(node) });
    this.importMap.set(local, qualified);
  }

  /** The module name of a `require('x')` call, when that is what the node is. */
  private requireTarget(node: FlatNode | undefined): string | undefined {
    if (!node || node.type !== 'call_expression') return undefined;
    const callee = field(node, 'function');
    if (!callee || callee.type !== 'identifier' || this.text(callee) !== 'require') return undefined;
    const args = named(field(node, 'arguments') ?? node);
    if (args.length !== 1 || args[0].type !== 'string') return undefined;
    return this.stringValue(args[0]);
  }

  /** Top-level imports and requires first, so a use above the binding's line still resolves. */
  private collectImports(root: FlatNode): void {
    for (const stmt of root.children) {
      if (stmt.type === 'import_statement') this.importStatement(stmt);
      if (stmt.type === 'lexical_declaration' || stmt.type === 'variable_declaration') {
        for (const declarator of stmt.children.filter((c) => c.type === 'variable_declarator')) {
          this.requireDeclarator(declarator);
        }
      }
    }
  }

  private requireDeclarator(declarator: FlatNode): void {
    const name = field(declarator, 'name');
    let value = field(declarator, 'value');
    if (!name || !value) return;
    // `require('x').y` and `require('x')`
    let suffix = '';
    if (value.type === 'member_expression' && this.requireTarget(field(value, 'object')) !== undefined) {
      suffix = '.' + this.text(field(value, 'property')!);
      value = field(value, 'object')!;
    }
    const moduleName = this.requireTarget(value);
    if (moduleName === undefined) return;
    const base = moduleName + suffix;
    if (name.type === 'identifier') this.addImport(this.text(name), base, name);
    else if (name.type === 'object_pattern') {
      for (const prop of named(name)) {
        if (prop.type === 'shorthand_property_identifier_pattern') this.addImport(this.text(prop), `${base}.${this.text(prop)}`, prop);
        else if (prop.type === 'pair_pattern') {
          const key = field(prop, 'key');
          const local = field(prop, 'value');
          if (key && local?.type === 'identifier') this.addImport(this.text(local), `${base}.${this.propertyKey(key)}`, local);
        }
      }
    }
  }

  private importStatement(node: FlatNode): void {
    const sourceNode = field(node, 'source');
    if (!sourceNode) return;
    const moduleName = this.stringValue(sourceNode);
    const clause = node.children.find((c) => c.type === 'import_clause');
    if (!clause) return;
    for (const part of named(clause)) {
      if (part.type === 'identifier') this.addImport(this.text(part), moduleName, part); // default import
      else if (part.type === 'namespace_import') {
        const id = named(part).find((c) => c.type === 'identifier');
        if (id) this.addImport(this.text(id), moduleName, id);
      } else if (part.type === 'named_imports') {
        for (const spec of part.children.filter((c) => c.type === 'import_specifier')) {
          const importedName = field(spec, 'name');
          const alias = field(spec, 'alias') ?? importedName;
          if (!importedName || !alias) continue;
          const imported = this.text(importedName).replace(/^['"]|['"]$/g, '');
          this.addImport(this.text(alias), imported === 'default' ? moduleName : `${moduleName}.${imported}`, alias);
        }
      }
    }
  }

  private declare(name: string): void {
    this.scopes[this.scopes.length - 1]?.add(name);
  }

  /** The import a name refers to, unless a local of an enclosing function shadows it. */
  private resolveName(name: string): string | undefined {
    const qualified = this.importMap.get(name);
    if (qualified === undefined) return undefined;
    for (let i = this.scopes.length - 1; i >= 1; i--) if (this.scopes[i].has(name)) return undefined;
    return qualified;
  }

  /** A TypeScript type annotation resolved through imports: `Request` → `express.Request`. */
  private resolveType(typeNode: FlatNode | undefined): string | undefined {
    if (!typeNode) return undefined;
    let text = this.text(typeNode).replace(/^:\s*/, '').trim();
    const lt = text.indexOf('<');
    if (lt > 0) text = text.slice(0, lt);
    if (!/^[A-Za-z_$][\w$.]*$/.test(text)) return undefined;
    const [head, ...rest] = text.split('.');
    const imported = this.importMap.get(head);
    return imported ? [imported, ...rest].join('.') : text;
  }

  // -------------------------------------------------------------------------------------------
  // Statements
  // -------------------------------------------------------------------------------------------

  private block(nodes: FlatNode[]): Stmt[] {
    const out: Stmt[] = [];
    for (const node of nodes) {
      if (node.type === 'comment') {
        this.comments.push({ text: this.text(node), line: node.startRow + 1 });
        continue;
      }
      if (!node.named) continue;
      const saved = this.pending;
      this.pending = [];
      const lowered = this.statement(node);
      out.push(...this.pending, ...lowered);
      this.pending = saved;
    }
    return out;
  }

  private body(node: FlatNode | undefined): Stmt[] {
    if (!node) return [];
    if (node.type === 'statement_block') return this.block(node.children);
    return this.block([node]);
  }

  private statement(node: FlatNode): Stmt[] {
    const loc = locOf(node);
    switch (node.type) {
      case 'expression_statement': {
        const inner = named(node)[0];
        return inner ? this.expressionStatement(inner) : [];
      }
      case 'lexical_declaration':
      case 'variable_declaration':
        return this.declaration(node);
      case 'statement_block':
        return this.block(node.children);
      case 'if_statement': {
        const test = this.expr(field(node, 'condition'));
        const alternative = field(node, 'alternative');
        const elseBody = alternative ? this.body(named(alternative)[0]) : [];
        return [{ kind: 'if', test, then: this.body(field(node, 'consequence')), else: elseBody, loc }];
      }
      case 'return_statement': {
        const value = named(node)[0];
        return [{ kind: 'return', value: value ? this.expr(value) : undefined, loc }];
      }
      case 'throw_statement':
        return [{ kind: 'throw', value: this.expr(named(node)[0]), loc }];
      case 'break_statement':
        return [{ kind: 'break', loc }];
      case 'continue_statement':
        return [{ kind: 'continue', loc }];
      case 'for_statement':
        return this.forStatement(node);
      case 'for_in_statement':
        return this.forIn(node);
      case 'while_statement':
        return [{ kind: 'loop', test: this.expr(field(node, 'condition')), body: this.body(field(node, 'body')), update: [], loc }];
      case 'do_statement': {
        const body = this.body(field(node, 'body'));
        // The body runs at least once: lower as the body followed by the loop.
        return [...body, { kind: 'loop', test: this.expr(field(node, 'condition')), body, update: [], loc }];
      }
      case 'try_statement':
        return [this.tryStatement(node)];
      case 'switch_statement':
        return [this.switchStatement(node)];
      case 'labeled_statement':
        return this.body(field(node, 'body') ?? named(node)[named(node).length - 1]);
      case 'import_statement':
      case 'empty_statement':
      case 'debugger_statement':
        return [];
      case 'export_statement':
        return this.exportStatement(node);
      case 'class_declaration':
      case 'abstract_class_declaration':
        this.classDeclaration(node);
        return [];
      case 'interface_declaration':
      case 'type_alias_declaration':
      case 'enum_declaration':
      case 'ambient_declaration':
      case 'module':
      case 'internal_module':
        return [];
      default:
        if (FUNCTION_DECLARATIONS.has(node.type)) {
          const fn = this.functionNode(node, this.text(field(node, 'name') ?? node));
          this.declare(fn.name);
          if (this.scopes.length === 1) this.topFunctions.set(fn.name, fn.id);
          return [{ kind: 'function', fn, loc }];
        }
        return [{ kind: 'unknown', note: node.type, exprs: named(node).map((c) => this.expr(c)), loc }];
    }
  }

  private expressionStatement(node: FlatNode): Stmt[] {
    const loc = locOf(node);
    if (node.type === 'assignment_expression') {
      const left = field(node, 'left');
      const right = field(node, 'right');
      if (!left || !right) return [];
      this.commonJsExport(left, right);
      return this.assignPattern(left, this.expr(right), loc);
    }
    if (node.type === 'augmented_assignment_expression') {
      const left = field(node, 'left');
      const right = field(node, 'right');
      const op = this.text(field(node, 'operator') ?? node).replace(/=$/, '');
      if (!left || !right) return [];
      const current = this.expr(left);
      const value = this.binaryOf(op, current, this.expr(right), loc);
      return this.assignPattern(left, value, loc);
    }
    if (node.type === 'sequence_expression') return named(node).flatMap((c) => this.expressionStatement(c));
    return [{ kind: 'expr', expr: this.expr(node), loc }];
  }

  private declaration(node: FlatNode): Stmt[] {
    const out: Stmt[] = [];
    for (const declarator of node.children.filter((c) => c.type === 'variable_declarator')) {
      const name = field(declarator, 'name');
      const value = field(declarator, 'value');
      if (!name) continue;
      const loc = locOf(declarator);
      const type = this.resolveType(field(declarator, 'type'));
      const lowered: Expr = value ? this.expr(value) : { kind: 'const', value: null, loc };
      const stmts = this.assignPattern(name, lowered, loc, true);
      if (type && stmts.length === 1 && stmts[0].kind === 'assign') stmts[0].declaredType = type;
      if (value && FUNCTION_TYPES.has(value.type) && name.type === 'identifier' && this.scopes.length === 1 && lowered.kind === 'function') {
        this.topFunctions.set(this.text(name), lowered.fn.id);
      }
      out.push(...stmts);
    }
    return out;
  }

  /** Assigns `value` to an identifier, member, or destructuring pattern. */
  private assignPattern(pattern: FlatNode, value: Expr, loc: Loc, declares = false): Stmt[] {
    switch (pattern.type) {
      case 'identifier':
      case 'shorthand_property_identifier_pattern': {
        const name = this.text(pattern);
        if (declares) this.declare(name);
        return [{ kind: 'assign', target: { kind: 'name', name, loc: locOf(pattern) }, value, loc }];
      }
      case 'member_expression':
      case 'subscript_expression': {
        const target = this.expr(pattern);
        if (target.kind !== 'member') return [{ kind: 'expr', expr: value, loc }];
        return [{ kind: 'assign', target: { kind: 'member', object: target.object, property: target.property, loc: target.loc }, value, loc }];
      }
      case 'parenthesized_expression':
        return named(pattern)[0] ? this.assignPattern(named(pattern)[0], value, loc, declares) : [];
      case 'assignment_pattern':
      case 'object_assignment_pattern': {
        const left = field(pattern, 'left');
        const right = field(pattern, 'right');
        if (!left) return [];
        const withDefault: Expr = right ? { kind: 'binary', op: 'nullish', left: value, right: this.expr(right), loc } : value;
        return this.assignPattern(left, withDefault, loc, declares);
      }
      case 'object_pattern':
      case 'array_pattern': {
        const out: Stmt[] = [];
        let base = value;
        if (value.kind !== 'name' && value.kind !== 'member') {
          // Evaluate the destructured value once into a temporary.
          const tmp = `$destructure${this.temp++}`;
          out.push({ kind: 'assign', target: { kind: 'name', name: tmp, loc }, value, loc });
          base = { kind: 'name', name: tmp, loc };
        }
        if (pattern.type === 'object_pattern') {
          for (const prop of named(pattern)) {
            if (prop.type === 'shorthand_property_identifier_pattern') {
              out.push(...this.assignPattern(prop, { kind: 'member', object: base, property: this.text(prop), loc: locOf(prop) }, loc, declares));
            } else if (prop.type === 'pair_pattern') {
              const key = field(prop, 'key');
              const target = field(prop, 'value');
              if (!key || !target) continue;
              const keyName = key.type === 'computed_property_name' ? this.expr(named(key)[0]) : this.propertyKey(key);
              out.push(...this.assignPattern(target, { kind: 'member', object: base, property: keyName, loc: locOf(prop) }, loc, declares));
            } else if (prop.type === 'object_assignment_pattern') {
              const left = field(prop, 'left');
              const right = field(prop, 'right');
              if (!left) continue;
              const read: Expr = { kind: 'member', object: base, property: this.text(left), loc: locOf(prop) };
              const withDefault: Expr = right ? { kind: 'binary', op: 'nullish', left: read, right: this.expr(right), loc } : read;
              out.push(...this.assignPattern(left, withDefault, loc, declares));
            } else if (prop.type === 'rest_pattern') {
              const target = named(prop)[0];
              if (target) out.push(...this.assignPattern(target, base, loc, declares));
            }
          }
        } else {
          let index = 0;
          for (const element of pattern.children) {
            if (element.type === ',') {
              index++;
              continue;
            }
            if (!element.named || element.type === 'comment') continue;
            if (element.type === 'rest_pattern') {
              const target = named(element)[0];
              if (target) out.push(...this.assignPattern(target, base, loc, declares));
            } else {
              out.push(...this.assignPattern(element, { kind: 'member', object: base, property: String(index), loc: locOf(element) }, loc, declares));
            }
          }
        }
        return out;
      }
      default:
        return [{ kind: 'expr', expr: value, loc }];
    }
  }

  private forStatement(node: FlatNode): Stmt[] {
    const loc = locOf(node);
    const init = field(node, 'initializer');
    const prelude = init ? (init.type === 'expression_statement' ? this.expressionStatement(named(init)[0] ?? init) : this.statement(init)) : [];
    const conditionNode = field(node, 'condition');
    const conditionExpr = conditionNode?.type === 'expression_statement' ? named(conditionNode)[0] : conditionNode;
    const test = conditionExpr && conditionExpr.type !== 'empty_statement' ? this.expr(conditionExpr) : undefined;
    const increment = field(node, 'increment');
    const update = increment ? this.expressionStatement(increment) : [];
    return [...prelude, { kind: 'loop', test, body: this.body(field(node, 'body')), update, loc }];
  }

  private forIn(node: FlatNode): Stmt[] {
    const loc = locOf(node);
    const left = field(node, 'left');
    const right = field(node, 'right');
    const isOf = node.children.some((c) => !c.named && c.type === 'of');
    const iterable = this.expr(right);
    const body = this.body(field(node, 'body'));
    if (!left) return [{ kind: 'loop', body, update: [], loc }];
    if (left.type === 'identifier' || left.type === 'member_expression') {
      const target: Target = left.type === 'identifier'
        ? { kind: 'name', name: this.text(left), loc: locOf(left) }
        : (() => {
            const m = this.expr(left) as Extract<Expr, { kind: 'member' }>;
            return { kind: 'member', object: m.object, property: m.property, loc: m.loc } as Target;
          })();
      if (left.type === 'identifier') this.declare(this.text(left));
      return [{ kind: 'loop', each: { target, iterable, over: isOf ? 'elements' : 'keys' }, body, update: [], loc }];
    }
    // Destructuring loop variable: bind a temporary per iteration, destructure at the top of the body.
    const tmp = `$each${this.temp++}`;
    const unpack = this.assignPattern(left, { kind: 'name', name: tmp, loc }, loc, true);
    return [{ kind: 'loop', each: { target: { kind: 'name', name: tmp, loc }, iterable, over: isOf ? 'elements' : 'keys' }, body: [...unpack, ...body], update: [], loc }];
  }

  private tryStatement(node: FlatNode): Stmt {
    const handler = field(node, 'handler');
    const finalizer = field(node, 'finalizer');
    const handlers: { param?: string; body: Stmt[] }[] = [];
    if (handler) {
      const param = field(handler, 'parameter');
      if (param?.type === 'identifier') this.declare(this.text(param));
      handlers.push({ param: param?.type === 'identifier' ? this.text(param) : undefined, body: this.body(field(handler, 'body')) });
    }
    return {
      kind: 'try',
      body: this.body(field(node, 'body')),
      handlers,
      finally: finalizer ? this.body(field(finalizer, 'body') ?? named(finalizer)[0]) : [],
      loc: locOf(node),
    };
  }

  private switchStatement(node: FlatNode): Stmt {
    const body = field(node, 'body');
    const cases: { tests: Expr[]; body: Stmt[]; fallsThrough: boolean }[] = [];
    for (const c of body ? named(body) : []) {
      if (c.type !== 'switch_case' && c.type !== 'switch_default') continue;
      const valueNode = field(c, 'value');
      const stmts = fields(c, 'body');
      const lowered = this.block(stmts.length > 0 ? stmts : named(c).filter((n) => n !== valueNode));
      const last = stmts[stmts.length - 1];
      const lastInner = last?.type === 'statement_block' ? named(last)[named(last).length - 1] : last;
      const ends = lastInner !== undefined && ENDS_CASE.has(lastInner.type.replace(/_statement$/, ''));
      cases.push({ tests: valueNode ? [this.expr(valueNode)] : [], body: lowered, fallsThrough: !ends });
    }
    return { kind: 'switch', discriminant: this.expr(field(node, 'value')), cases, loc: locOf(node) };
  }

  private exportStatement(node: FlatNode): Stmt[] {
    const declaration = field(node, 'declaration');
    const value = field(node, 'value');
    const isDefault = node.children.some((c) => !c.named && c.type === 'default');
    if (declaration) {
      const stmts = this.statement(declaration);
      const nameNode = field(declaration, 'name');
      if (nameNode) {
        const name = this.text(nameNode);
        const fnStmt = stmts.find((s) => s.kind === 'function');
        const id = fnStmt && fnStmt.kind === 'function' ? fnStmt.fn.id : CLASS_TYPES.has(declaration.type) ? `${this.path}#${name}` : undefined;
        if (id) {
          this.exports[name] = id;
          if (isDefault) this.exports.default = id;
        }
      } else {
        for (const declarator of declaration.children.filter((c) => c.type === 'variable_declarator')) {
          const n = field(declarator, 'name');
          if (n?.type === 'identifier') {
            const id = this.topFunctions.get(this.text(n));
            if (id) this.exports[this.text(n)] = id;
          }
        }
      }
      return stmts;
    }
    if (value) {
      const lowered = this.expr(value);
      if (lowered.kind === 'function') this.exports.default = lowered.fn.id;
      else if (lowered.kind === 'name' && this.topFunctions.has(lowered.name)) this.exports.default = this.topFunctions.get(lowered.name)!;
      return [{ kind: 'assign', target: { kind: 'name', name: '$default', loc: locOf(node) }, value: lowered, loc: locOf(node) }];
    }
    const clause = node.children.find((c) => c.type === 'export_clause');
    for (const spec of clause ? clause.children.filter((c) => c.type === 'export_specifier') : []) {
      const local = field(spec, 'name');
      const alias = field(spec, 'alias') ?? local;
      if (!local || !alias) continue;
      const id = this.topFunctions.get(this.text(local));
      if (id) this.exports[this.text(alias)] = id;
    }
    return [];
  }

  /** `module.exports = {a, b}`, `module.exports.f = …`, `exports.f = …`: recorded as exports. */
  private commonJsExport(left: FlatNode, right: FlatNode): void {
    if (this.scopes.length !== 1) return;
    const leftText = this.text(left);
    const idOf = (node: FlatNode): string | undefined => {
      if (node.type === 'identifier') return this.topFunctions.get(this.text(node));
      return undefined;
    };
    if (leftText === 'module.exports') {
      if (right.type === 'object') {
        for (const entry of named(right)) {
          if (entry.type === 'shorthand_property_identifier') {
            const id = this.topFunctions.get(this.text(entry));
            if (id) this.exports[this.text(entry)] = id;
          } else if (entry.type === 'pair') {
            const key = field(entry, 'key');
            const v = field(entry, 'value');
            const id = v ? idOf(v) : undefined;
            if (key && id) this.exports[this.propertyKey(key)] = id;
          }
        }
      } else {
        const id = idOf(right);
        if (id) this.exports.default = id;
      }
      return;
    }
    const match = /^(?:module\.)?exports\.([A-Za-z_$][\w$]*)$/.exec(leftText);
    if (match) {
      const id = idOf(right);
      if (id) this.exports[match[1]] = id;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Functions and classes
  // -------------------------------------------------------------------------------------------

  private functionNode(node: FlatNode, name: string, className?: string, isStatic = false): FunctionIR {
    const loc = locOf(node);
    const displayName = name || `<anonymous@${loc.line}:${loc.column}>`;
    const idName = [...this.idPath, displayName].join('.');
    const id = `${this.path}#${idName}`;
    this.idPath.push(displayName);
    this.scopes.push(new Set());
    const params: Param[] = [];
    const prologue: Stmt[] = [];
    const paramsNode = field(node, 'parameters') ?? field(node, 'parameter');
    const paramNodes = paramsNode
      ? paramsNode.type === 'formal_parameters'
        ? named(paramsNode)
        : [paramsNode]
      : [];
    paramNodes.forEach((p, index) => this.param(p, index, params, prologue));
    const bodyNode = field(node, 'body');
    let body: Stmt[];
    if (!bodyNode) body = [];
    else if (bodyNode.type === 'statement_block') body = this.block(bodyNode.children);
    else {
      // Arrow function with an expression body returns it.
      const saved = this.pending;
      this.pending = [];
      const value = this.expr(bodyNode);
      body = [...this.pending, { kind: 'return', value, loc: locOf(bodyNode) }];
      this.pending = saved;
    }
    this.scopes.pop();
    this.idPath.pop();
    const fn: FunctionIR = {
      name: displayName,
      id,
      params,
      body: [...prologue, ...body],
      annotations: this.decorators(node),
      className,
      isStatic: isStatic || undefined,
      returnType: this.resolveType(field(node, 'return_type')),
      loc,
    };
    this.functions.push(fn);
    return fn;
  }

  private param(node: FlatNode, index: number, params: Param[], prologue: Stmt[]): void {
    const loc = locOf(node);
    let pattern = node;
    let type: string | undefined;
    let defaultValue: Expr | undefined;
    if (node.type === 'required_parameter' || node.type === 'optional_parameter') {
      pattern = field(node, 'pattern') ?? named(node)[0] ?? node;
      type = this.resolveType(field(node, 'type'));
      const value = field(node, 'value');
      if (value) defaultValue = this.expr(value);
    }
    if (pattern.type === 'assignment_pattern') {
      const right = field(pattern, 'right');
      if (right) defaultValue = this.expr(right);
      pattern = field(pattern, 'left') ?? pattern;
    }
    let rest: Param['rest'];
    if (pattern.type === 'rest_pattern') {
      rest = 'list';
      pattern = named(pattern)[0] ?? pattern;
    }
    if (pattern.type === 'identifier' || pattern.type === 'this') {
      const name = this.text(pattern);
      this.declare(name);
      params.push({ name, type, annotations: this.decorators(node), default: defaultValue, rest, loc });
      return;
    }
    // A destructured parameter: a synthetic name, destructured at the start of the body.
    const name = `$param${index}`;
    this.declare(name);
    params.push({ name, type, annotations: [], default: defaultValue, rest, loc });
    prologue.push(...this.assignPattern(pattern, { kind: 'name', name, loc }, loc, true));
  }

  private decorators(node: FlatNode): Annotation[] {
    return node.children
      .filter((c) => c.type === 'decorator')
      .map((d) => {
        const inner = named(d)[0];
        const expr = inner ? this.expr(inner) : undefined;
        const callee = inner?.type === 'call_expression' ? field(inner, 'function') : inner;
        const name = callee ? this.text(callee) : '';
        const head = name.split('.')[0];
        const imported = this.importMap.get(head);
        return {
          name,
          qualified: imported ? [imported, ...name.split('.').slice(1)].join('.') : undefined,
          expr: expr?.kind === 'call' ? expr : undefined,
          args: expr?.kind === 'call' ? expr.args : [],
          loc: locOf(d),
        };
      });
  }

  private classDeclaration(node: FlatNode): ClassIR {
    const nameNode = field(node, 'name');
    const loc = locOf(node);
    const name = nameNode ? this.text(nameNode) : `<class@${loc.line}:${loc.column}>`;
    if (nameNode) this.declare(name);
    let superclass: string | undefined;
    const interfaces: string[] = [];
    const heritage = node.children.find((c) => c.type === 'class_heritage');
    if (heritage) {
      for (const part of named(heritage)) {
        if (part.type === 'extends_clause') {
          const v = field(part, 'value') ?? named(part)[0];
          if (v) superclass = this.resolveType(v);
        } else if (part.type === 'implements_clause') {
          for (const t of named(part)) {
            const r = this.resolveType(t);
            if (r) interfaces.push(r);
          }
        } else {
          superclass = this.resolveType(part);
        }
      }
    }
    const cls: ClassIR = {
      name,
      qualified: `${this.path}#${name}`,
      superclass,
      interfaces,
      annotations: this.decorators(node),
      fields: [],
      methods: [],
      loc,
    };
    this.idPath.push(name);
    const body = field(node, 'body');
    for (const member of body ? named(body) : []) {
      const isStatic = member.children.some((c) => !c.named && c.type === 'static');
      if (member.type === 'method_definition' || member.type === 'abstract_method_signature') {
        const methodName = this.propertyKey(field(member, 'name') ?? member);
        const fn = this.functionNode(member, methodName, name, isStatic);
        cls.methods.push(fn);
        if (methodName === 'constructor') this.parameterProperties(member, cls);
      } else if (member.type === 'field_definition' || member.type === 'public_field_definition') {
        const prop = field(member, 'property') ?? field(member, 'name');
        const value = field(member, 'value');
        if (!prop) continue;
        let valueExpr: Expr | undefined;
        if (value) {
          const lowered = this.expr(value);
          valueExpr = lowered;
          if (lowered.kind === 'function') cls.methods.push(lowered.fn);
        }
        cls.fields.push({
          name: this.propertyKey(prop),
          type: this.resolveType(field(member, 'type')),
          isStatic: isStatic || undefined,
          value: valueExpr,
          annotations: this.decorators(member),
          loc: locOf(member),
        });
      }
    }
    this.idPath.pop();
    this.classes.push(cls);
    return cls;
  }

  /** TypeScript `constructor(private db: Pool)` declares a field `db` of type Pool. */
  private parameterProperties(ctor: FlatNode, cls: ClassIR): void {
    const paramsNode = field(ctor, 'parameters');
    for (const p of paramsNode ? named(paramsNode) : []) {
      if (!p.children.some((c) => c.type === 'accessibility_modifier' || c.type === 'readonly')) continue;
      const pattern = field(p, 'pattern');
      if (pattern?.type !== 'identifier') continue;
      cls.fields.push({ name: this.text(pattern), type: this.resolveType(field(p, 'type')), annotations: [], loc: locOf(p) });
    }
  }

  // -------------------------------------------------------------------------------------------
  // Expressions
  // -------------------------------------------------------------------------------------------

  private propertyKey(node: FlatNode): string {
    if (node.type === 'string') return this.stringValue(node);
    return this.text(node);
  }

  private stringValue(node: FlatNode): string {
    let out = '';
    for (const child of node.children) {
      if (child.type === 'string_fragment') out += this.text(child);
      else if (child.type === 'escape_sequence') out += unescape(this.text(child));
    }
    return out;
  }

  private binaryOf(op: string, left: Expr, right: Expr, loc: Loc): Expr {
    if (op === '+' && (isStringish(left) || isStringish(right))) {
      const parts = [...(left.kind === 'concat' ? left.parts : [left]), ...(right.kind === 'concat' ? right.parts : [right])];
      return { kind: 'concat', parts, loc };
    }
    return { kind: 'binary', op: binaryOp(op), left, right, loc };
  }

  private args(node: FlatNode | undefined): Expr[] {
    if (!node) return [];
    if (node.type === 'template_string') {
      // Tagged template: the tag receives the literal parts, then each substitution.
      const subs = node.children.filter((c) => c.type === 'template_substitution').map((s) => this.expr(named(s)[0]));
      const strings: Expr = { kind: 'array', elements: [], loc: locOf(node) };
      return [strings, ...subs];
    }
    return named(node).map((a) => this.expr(a));
  }

  expr(node: FlatNode | undefined): Expr {
    if (!node) return { kind: 'unknown', note: 'missing', children: [], loc: { line: 1, column: 1, endLine: 1, endColumn: 1, startIndex: 0, endIndex: 0 } };
    const loc = locOf(node);
    switch (node.type) {
      case 'identifier': {
        const name = this.text(node);
        if (name === 'undefined') return { kind: 'const', value: null, loc };
        const qualified = this.resolveName(name);
        return qualified ? { kind: 'name', name, qualified, loc } : { kind: 'name', name, loc };
      }
      case 'shorthand_property_identifier':
        return { kind: 'name', name: this.text(node), qualified: this.resolveName(this.text(node)), loc };
      case 'this':
        return { kind: 'this', loc };
      case 'super':
        return { kind: 'name', name: 'super', loc };
      case 'undefined':
      case 'null':
        return { kind: 'const', value: null, loc };
      case 'true':
        return { kind: 'const', value: true, loc };
      case 'false':
        return { kind: 'const', value: false, loc };
      case 'number': {
        const value = Number(this.text(node).replace(/_/g, '').replace(/n$/, ''));
        return { kind: 'const', value: Number.isNaN(value) ? this.text(node) : value, loc };
      }
      case 'string':
        return { kind: 'const', value: this.stringValue(node), loc };
      case 'template_string': {
        const parts: Expr[] = [];
        let literal = '';
        for (const child of node.children) {
          if (child.type === 'string_fragment') literal += this.text(child);
          else if (child.type === 'escape_sequence') literal += unescape(this.text(child));
          else if (child.type === 'template_substitution') {
            if (literal) parts.push({ kind: 'const', value: literal, loc });
            literal = '';
            parts.push(this.expr(named(child)[0]));
          }
        }
        if (literal || parts.length === 0) parts.push({ kind: 'const', value: literal, loc });
        return parts.length === 1 && parts[0].kind === 'const' ? parts[0] : { kind: 'concat', parts, loc };
      }
      case 'parenthesized_expression':
        return this.expr(named(node)[named(node).length - 1]);
      case 'await_expression':
        return this.expr(named(node)[0]);
      case 'as_expression':
      case 'satisfies_expression':
      case 'type_assertion': {
        const inner = named(node)[0];
        const typeNode = named(node)[1];
        const type = this.resolveType(typeNode);
        const value = this.expr(inner);
        return type ? { kind: 'cast', type, value, loc } : value;
      }
      case 'non_null_expression':
        return this.expr(named(node)[0]);
      case 'member_expression': {
        const object = this.expr(field(node, 'object'));
        const property = field(node, 'property');
        return { kind: 'member', object, property: property ? this.text(property) : '', loc };
      }
      case 'subscript_expression': {
        const object = this.expr(field(node, 'object'));
        const index = this.expr(field(node, 'index'));
        const property = index.kind === 'const' && index.value !== null ? String(index.value) : index;
        return { kind: 'member', object, property, loc };
      }
      case 'call_expression': {
        const required = this.requireTarget(node);
        if (required !== undefined) {
          const moduleName = required.startsWith('node:') ? required.slice(5) : required;
          return { kind: 'name', name: moduleName, qualified: moduleName, loc };
        }
        const callee = this.expr(field(node, 'function'));
        return { kind: 'call', callee, args: this.args(field(node, 'arguments')), loc };
      }
      case 'new_expression':
        return { kind: 'call', callee: this.expr(field(node, 'constructor')), args: this.args(field(node, 'arguments')), isNew: true, loc };
      case 'binary_expression': {
        const op = this.text(field(node, 'operator') ?? node);
        return this.binaryOf(op, this.expr(field(node, 'left')), this.expr(field(node, 'right')), loc);
      }
      case 'unary_expression':
        return { kind: 'unary', op: unaryOp(this.text(field(node, 'operator') ?? node)), operand: this.expr(field(node, 'argument')), loc };
      case 'update_expression':
        return { kind: 'unary', op: 'increment', operand: this.expr(field(node, 'argument')), loc };
      case 'ternary_expression':
        return { kind: 'cond', test: this.expr(field(node, 'condition')), then: this.expr(field(node, 'consequence')), else: this.expr(field(node, 'alternative')), loc };
      case 'assignment_expression':
      case 'augmented_assignment_expression': {
        // An assignment inside an expression: emit it before the statement, read the target after.
        const left = field(node, 'left');
        this.pending.push(...this.expressionStatement(node));
        return left ? this.expr(left) : { kind: 'unknown', children: [], loc };
      }
      case 'sequence_expression': {
        const items = named(node);
        for (const item of items.slice(0, -1)) this.pending.push(...this.expressionStatement(item));
        return this.expr(items[items.length - 1]);
      }
      case 'object':
        return this.objectLiteral(node);
      case 'array':
        return { kind: 'array', elements: named(node).map((e) => this.expr(e)), loc };
      case 'spread_element':
        return { kind: 'unknown', note: 'spread', children: [this.expr(named(node)[0])], loc };
      case 'class':
        this.classDeclaration(node);
        return { kind: 'unknown', note: 'class', children: [], loc };
      case 'jsx_element':
      case 'jsx_self_closing_element':
      case 'jsx_fragment':
        return this.jsx(node);
      default:
        if (FUNCTION_TYPES.has(node.type) || FUNCTION_DECLARATIONS.has(node.type)) {
          const nameNode = field(node, 'name');
          return { kind: 'function', fn: this.functionNode(node, nameNode ? this.text(nameNode) : ''), loc };
        }
        return { kind: 'unknown', note: node.type, children: named(node).filter((c) => c.type !== 'comment').map((c) => this.expr(c)), loc };
    }
  }

  private objectLiteral(node: FlatNode): Expr {
    const entries: { key: string | Expr | null; value: Expr }[] = [];
    for (const entry of named(node)) {
      if (entry.type === 'pair') {
        const key = field(entry, 'key');
        const value = this.expr(field(entry, 'value'));
        if (!key) continue;
        entries.push({ key: key.type === 'computed_property_name' ? this.computedKey(key) : this.propertyKey(key), value });
      } else if (entry.type === 'shorthand_property_identifier') {
        entries.push({ key: this.text(entry), value: this.expr(entry) });
      } else if (entry.type === 'spread_element') {
        entries.push({ key: null, value: this.expr(named(entry)[0]) });
      } else if (entry.type === 'method_definition') {
        const name = this.propertyKey(field(entry, 'name') ?? entry);
        entries.push({ key: name, value: { kind: 'function', fn: this.functionNode(entry, name), loc: locOf(entry) } });
      }
    }
    return { kind: 'object', entries, loc: locOf(node) };
  }

  private computedKey(node: FlatNode): string | Expr {
    const inner = this.expr(named(node)[0]);
    return inner.kind === 'const' && inner.value !== null ? String(inner.value) : inner;
  }

  /**
   * JSX renders children escaped, so only expressions matter; `dangerouslySetInnerHTML` is the
   * one attribute that writes raw HTML, lowered as a call to `jsx.dangerouslySetInnerHTML` so a
   * sink row can name it.
   */
  private jsx(node: FlatNode): Expr {
    const children: Expr[] = [];
    const visit = (n: FlatNode): void => {
      if (n.type === 'jsx_attribute') {
        const [nameNode, valueNode] = named(n);
        const attr = nameNode ? this.text(nameNode) : '';
        const value = valueNode?.type === 'jsx_expression' ? this.expr(named(valueNode)[0]) : valueNode ? this.expr(valueNode) : undefined;
        if (!value) return;
        if (attr === 'dangerouslySetInnerHTML') {
          const loc = locOf(n);
          children.push({ kind: 'call', callee: { kind: 'name', name: 'jsx.dangerouslySetInnerHTML', qualified: 'jsx.dangerouslySetInnerHTML', loc }, args: [value], loc });
        } else if (/^(href|src|action|formAction)$/.test(attr)) {
          const loc = locOf(n);
          children.push({ kind: 'call', callee: { kind: 'name', name: `jsx.${attr}`, qualified: `jsx.${attr}`, loc }, args: [value], loc });
        } else children.push(value);
        return;
      }
      if (n.type === 'jsx_expression') {
        const inner = named(n)[0];
        if (inner) children.push(this.expr(inner));
        return;
      }
      if (n.type === 'jsx_element' || n.type === 'jsx_self_closing_element' || n.type === 'jsx_fragment' || n.type === 'jsx_opening_element') {
        for (const c of named(n)) visit(c);
      }
    };
    visit(node);
    return { kind: 'unknown', note: 'jsx', children, loc: locOf(node) };
  }
}

function isStringish(expr: Expr): boolean {
  return (expr.kind === 'const' && typeof expr.value === 'string') || expr.kind === 'concat';
}

function unescape(sequence: string): string {
  const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0', b: '\b', f: '\f', v: '\v' };
  const c = sequence.slice(1);
  if (c in simple) return simple[c];
  if (c.startsWith('u{')) return String.fromCodePoint(parseInt(c.slice(2, -1), 16));
  if (c.startsWith('u') || c.startsWith('x')) return String.fromCharCode(parseInt(c.slice(1), 16));
  return c;
}
