/**
 * Destructuring patterns (`const { a, b: [c] = d } = e`) lowered to assignments that read
 * members of the value, with defaults as `??`.
 */
import type { Expr, Loc, Stmt } from '../../ir/types.js';
import { field, locOf, named, type FlatNode } from '../flat.js';
import { type JsContext } from './context.js';
import { expr } from './expressions.js';
import { propertyKey } from './literals.js';

/** Assigns `value` to an identifier, member, or destructuring pattern. */
export function assignPattern(ctx: JsContext, pattern: FlatNode, value: Expr, loc: Loc, declares = false): Stmt[] {
  switch (pattern.type) {
    case 'identifier':
    case 'shorthand_property_identifier_pattern': {
      const name = ctx.text(pattern);
      if (declares) ctx.declare(name);
      return [{ kind: 'assign', target: { kind: 'name', name, loc: locOf(pattern) }, value, loc }];
    }
    case 'member_expression':
    case 'subscript_expression': {
      const target = expr(ctx, pattern);
      if (target.kind !== 'member') return [{ kind: 'expr', expr: value, loc }];
      return [{ kind: 'assign', target: { kind: 'member', object: target.object, property: target.property, loc: target.loc }, value, loc }];
    }
    case 'parenthesized_expression':
      return named(pattern)[0] ? assignPattern(ctx, named(pattern)[0], value, loc, declares) : [];
    case 'assignment_pattern':
    case 'object_assignment_pattern': {
      const left = field(pattern, 'left');
      const right = field(pattern, 'right');
      if (!left) return [];
      const withDefault: Expr = right ? { kind: 'binary', op: 'nullish', left: value, right: expr(ctx, right), loc } : value;
      return assignPattern(ctx, left, withDefault, loc, declares);
    }
    case 'object_pattern':
    case 'array_pattern': {
      const out: Stmt[] = [];
      let base = value;
      if (value.kind !== 'name' && value.kind !== 'member') {
        // Evaluate the destructured value once into a temporary.
        const tmp = `$destructure${ctx.temp++}`;
        out.push({ kind: 'assign', target: { kind: 'name', name: tmp, loc }, value, loc });
        base = { kind: 'name', name: tmp, loc };
      }
      if (pattern.type === 'object_pattern') {
        for (const prop of named(pattern)) {
          if (prop.type === 'shorthand_property_identifier_pattern') {
            out.push(...assignPattern(ctx, prop, { kind: 'member', object: base, property: ctx.text(prop), loc: locOf(prop) }, loc, declares));
          } else if (prop.type === 'pair_pattern') {
            const key = field(prop, 'key');
            const target = field(prop, 'value');
            if (!key || !target) continue;
            const keyName = key.type === 'computed_property_name' ? expr(ctx, named(key)[0]) : propertyKey(ctx, key);
            out.push(...assignPattern(ctx, target, { kind: 'member', object: base, property: keyName, loc: locOf(prop) }, loc, declares));
          } else if (prop.type === 'object_assignment_pattern') {
            const left = field(prop, 'left');
            const right = field(prop, 'right');
            if (!left) continue;
            const read: Expr = { kind: 'member', object: base, property: ctx.text(left), loc: locOf(prop) };
            const withDefault: Expr = right ? { kind: 'binary', op: 'nullish', left: read, right: expr(ctx, right), loc } : read;
            out.push(...assignPattern(ctx, left, withDefault, loc, declares));
          } else if (prop.type === 'rest_pattern') {
            const target = named(prop)[0];
            if (target) out.push(...assignPattern(ctx, target, base, loc, declares));
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
            if (target) out.push(...assignPattern(ctx, target, base, loc, declares));
          } else {
            out.push(...assignPattern(ctx, element, { kind: 'member', object: base, property: String(index), loc: locOf(element) }, loc, declares));
          }
        }
      }
      return out;
    }
    default:
      return [{ kind: 'expr', expr: value, loc }];
  }
}
