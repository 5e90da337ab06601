/**
 * Java constant variables (JLS 4.12.4): `final` fields of a primitive or String type initialised
 * with a constant expression. javac inlines every use of them, so the lowerer does the same:
 * `MessageDigest.getInstance(ALGO)` with `static final String ALGO = "MD5"` lowers to the
 * constant "MD5" and pattern rules see the algorithm. Only constants declared in the same file
 * are known here; the analysis resolves the rest.
 */
import type { ConstValue } from '../../ir/types.js';
import type { FileContext } from './context.js';
import { charLiteralValue, floatLiteralValue, integerLiteralValue, stringLiteralValue } from './literals.js';
import type { SyntaxNode as Node } from './syntax.js';

const CONSTANT_TYPES = new Set(['String', 'java.lang.String', 'int', 'long', 'short', 'byte', 'char', 'boolean', 'double', 'float']);

/** Records the constant fields of one class body (`classQualified`); called for every class before lowering. */
export function collectConstants(file: FileContext, body: Node, classQualified: string, isInterface: boolean): void {
  const pending: { key: string; value: Node; cls: string }[] = [];
  const lists: { key: string; value: Node }[] = [];
  for (const member of body.namedChildren) {
    if (member.type !== 'field_declaration' && member.type !== 'constant_declaration') continue;
    const mods = member.namedChildren.find((c) => c.type === 'modifiers');
    const isFinal = isInterface || member.type === 'constant_declaration' || (mods?.children.some((c) => c.type === 'final') ?? false);
    const type = member.childForFieldName('type')?.text;
    if (isFinal && type && !CONSTANT_TYPES.has(type)) {
      for (const d of member.childrenForFieldName('declarator')) {
        const name = d.childForFieldName('name')?.text;
        const value = d.childForFieldName('value');
        if (name && value?.type === 'method_invocation') lists.push({ key: `${classQualified}.${name}`, value });
      }
    }
    if (!isFinal || !type || !CONSTANT_TYPES.has(type)) continue;
    for (const d of member.childrenForFieldName('declarator')) {
      const name = d.childForFieldName('name')?.text;
      const value = d.childForFieldName('value');
      if (name && value && !d.childForFieldName('dimensions')) pending.push({ key: `${classQualified}.${name}`, value, cls: classQualified });
    }
  }
  // Constants may refer to constants declared after them: settle in a few rounds.
  for (let round = 0; round < 4 && pending.length > 0; round++) {
    for (let i = pending.length - 1; i >= 0; i--) {
      const value = constantValue(file, pending[i].value, pending[i].cls);
      if (value !== undefined) {
        file.constants.set(pending[i].key, value);
        pending.splice(i, 1);
      }
    }
  }
  for (const { key, value } of lists) {
    const elements = constantList(file, value, classQualified);
    if (elements) file.constantLists.set(key, elements);
  }
}

/**
 * `static final Set<String> ALLOWED = Set.of("name", "email")`: an immutable collection of
 * constants is as constant as a String (its contents cannot change), so its uses are inlined as
 * a list literal and an allow-list check against it can be recognised.
 */
function constantList(file: FileContext, node: Node, cls: string): ConstValue[] | undefined {
  const object = node.childForFieldName('object');
  const method = node.childForFieldName('name')?.text;
  if (!object || !method) return undefined;
  const type = file.resolveTypeName(object.text, undefined);
  const args = node.childForFieldName('arguments')?.namedChildren.filter((a) => a.type !== 'line_comment' && a.type !== 'block_comment') ?? [];
  // `Collections.unmodifiableList(Arrays.asList(…))` is the list it wraps, read-only.
  if (type === 'java.util.Collections' && /^unmodifiable(?:List|Set|Collection)$/.test(method) && args.length === 1 && args[0].type === 'method_invocation') return constantList(file, args[0], cls);
  // `Arrays.asList("a", "b")` in a final field: fixed in size; its elements could be replaced with
  // `set`, which allow-lists are not written to do, so it is taken as constant like `List.of`.
  const listOf = (type === 'java.util.List' || type === 'java.util.Set') && method === 'of';
  const asList = type === 'java.util.Arrays' && method === 'asList';
  if (!listOf && !asList) return undefined;
  const out: ConstValue[] = [];
  for (const arg of args) {
    const value = constantValue(file, arg, cls);
    if (value === undefined) return undefined;
    out.push(value);
  }
  return out;
}

function constantValue(file: FileContext, node: Node, cls: string): ConstValue | undefined {
  switch (node.type) {
    case 'string_literal':
      return node.namedChildren.some((c) => c.type === 'string_interpolation') ? undefined : stringLiteralValue(node.text);
    case 'character_literal':
      return charLiteralValue(node.text);
    case 'decimal_integer_literal':
    case 'hex_integer_literal':
    case 'octal_integer_literal':
    case 'binary_integer_literal':
      return integerLiteralValue(node.text);
    case 'decimal_floating_point_literal':
      return floatLiteralValue(node.text);
    case 'true':
      return true;
    case 'false':
      return false;
    case 'parenthesized_expression': {
      const inner = node.namedChildren[0];
      return inner ? constantValue(file, inner, cls) : undefined;
    }
    case 'identifier':
      return file.constants.get(`${cls}.${node.text}`);
    case 'field_access': {
      const object = node.childForFieldName('object');
      const field = node.childForFieldName('field');
      if (!object || !field) return undefined;
      const owner = file.declaredClassBySimpleName(object.text);
      return owner ? file.constants.get(`${owner}.${field.text}`) : undefined;
    }
    case 'binary_expression': {
      const op = node.childForFieldName('operator')?.text;
      const leftNode = node.childForFieldName('left');
      const rightNode = node.childForFieldName('right');
      if (op !== '+' || !leftNode || !rightNode) return undefined;
      const left = constantValue(file, leftNode, cls);
      const right = constantValue(file, rightNode, cls);
      if (left === undefined || right === undefined || left === null || right === null) return undefined;
      if (typeof left === 'string' && leftNode.type !== 'character_literal') return left + javaString(right);
      if (typeof right === 'string' && rightNode.type !== 'character_literal') return javaString(left) + right;
      if (typeof left === 'number' && typeof right === 'number' && Number.isInteger(left) && Number.isInteger(right)) return left + right;
      return undefined;
    }
    default:
      return undefined;
  }
}

/** String conversion as Java does it for the values folded here (integers and booleans print alike). */
function javaString(value: ConstValue): string {
  return String(value);
}
