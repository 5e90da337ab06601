/**
 * Spring's `@Value("${app.algo}")` injects a configuration value into a field or parameter.
 * The IR has no notion of injection, so the lowerer writes it as what it amounts to: the field
 * (or parameter) is initialised by a configuration read, a synthetic call
 * `org.springframework.beans.factory.annotation.Value("app.algo", "default")` that a `config`
 * model row (`key: 0, default: 1`) resolves against the repository's configuration files.
 * A literal `@Value("MD5")` is the constant itself; SpEL (`#{...}`) and mixed text stay unknown.
 */
import type { Annotation, Expr } from '../../ir/types.js';
import { placeholderKey } from '../../config/placeholders.js';

export const SPRING_VALUE = 'org.springframework.beans.factory.annotation.Value';

const CONFIGURATION_PROPERTIES = 'org.springframework.boot.context.properties.ConfigurationProperties';

/**
 * A field of a `@ConfigurationProperties(prefix = "app.crypto")` class is bound from the
 * configuration key `app.crypto.<field-name-in-kebab-case>` (Spring's canonical form), falling
 * back to the field's constant initializer.
 */
export function boundProperty(classAnnotations: Annotation[], field: string, initial: Expr | undefined, isStatic: boolean): Expr | undefined {
  if (isStatic) return undefined;
  const binding = classAnnotations.find((a) => a.qualified === CONFIGURATION_PROPERTIES || a.name === 'ConfigurationProperties');
  if (!binding) return undefined;
  const prefixExpr = binding.kwargs?.prefix ?? binding.kwargs?.value ?? binding.args[0];
  if (!prefixExpr || prefixExpr.kind !== 'const' || typeof prefixExpr.value !== 'string') return undefined;
  const key = `${prefixExpr.value}.${field.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
  const loc = binding.loc;
  const args: Expr[] = [{ kind: 'const', value: key, loc }];
  if (initial?.kind === 'const') args.push(initial);
  return { kind: 'call', callee: { kind: 'name', name: '@ConfigurationProperties', qualified: SPRING_VALUE, loc }, args, loc };
}

export function injectedValue(annotations: Annotation[]): Expr | undefined {
  const value = annotations.find((a) => a.qualified === SPRING_VALUE);
  if (!value) return undefined;
  const arg = value.args[0] ?? value.kwargs?.value;
  if (!arg) return undefined;
  const loc = value.loc;
  if (arg.kind !== 'const' || typeof arg.value !== 'string') return { kind: 'unknown', note: '@Value', children: [arg], loc };
  const text = arg.value;
  const placeholder = placeholderKey(text);
  if (placeholder) {
    const args: Expr[] = [{ kind: 'const', value: placeholder.key, loc: arg.loc }];
    if (placeholder.fallback !== undefined) args.push({ kind: 'const', value: placeholder.fallback, loc: arg.loc });
    return { kind: 'call', callee: { kind: 'name', name: '@Value', qualified: SPRING_VALUE, loc }, args, loc };
  }
  if (!text.includes('${') && !text.includes('#{')) return { kind: 'const', value: text, loc: arg.loc };
  return { kind: 'unknown', note: '@Value expression', children: [arg], loc };
}
