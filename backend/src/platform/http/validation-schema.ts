// A request body's OpenAPI schema and its refusal messages, read from the class-validator rules the
// validation pipe runs: the rules are the one description of a body, so the document cannot drift from them.
import type { SchemaObject } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';

export type ValidationSchema = { schema: SchemaObject; messages: string[] };

type Rule = { name: string | undefined; constraints: unknown[] };
type ValidationMetadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];

/** What one rule says of its property's schema (rules not listed add nothing). */
function ruleSchema({ name, constraints }: Rule): SchemaObject {
  const [first] = constraints;
  switch (name) {
    case 'isString':
      return { type: 'string' };
    case 'isNotEmpty':
      return { minLength: 1 };
    case 'minLength':
      return { minLength: first as number };
    case 'maxLength':
      return { maxLength: first as number };
    case 'matches':
      return { type: 'string', pattern: (first as RegExp).source };
    case 'isEmail':
      return { type: 'string', format: 'email' };
    case 'dateString':
      return { type: 'string', format: 'date' };
    case 'isBoolean':
      return { type: 'boolean' };
    case 'isObject':
      return { type: 'object' };
    case 'isIn':
    case 'equals': {
      const values = name === 'isIn' ? [...(first as readonly unknown[])] : [first];
      return { type: typeof values[0] as 'string' | 'boolean' | 'number', enum: values };
    }
    default:
      return {};
  }
}

/** The rule's name: built-in rules carry it, `@Validate(SomeRule)` names it on its constraint class. */
const ruleName = (meta: ValidationMetadata): string | undefined => meta.name ?? getMetadataStorage().getTargetValidatorConstraints(meta.constraintCls)[0]?.name;

/** The message a failed rule answers with: its own, or its constraint class's default. */
function ruleMessage(meta: ValidationMetadata): string | undefined {
  if (typeof meta.message === 'string') return meta.message;
  if (meta.message !== undefined) return undefined;
  return getMetadataStorage().getTargetValidatorConstraints(meta.constraintCls)[0]?.instance.defaultMessage?.();
}

/**
 * The schema of a body class (its rules and those of the classes it extends) and every message it can be
 * refused with, in rule order. Unknown properties are refused (the pipe's forbidNonWhitelisted), hence
 * additionalProperties false. `@IsOptional()` lets a property be absent or null; `@ValidateIf` only absent.
 */
export function validationSchema(body: abstract new () => unknown): ValidationSchema {
  const metas = getMetadataStorage().getTargetValidationMetadatas(body, '', true, false);
  const properties: Record<string, SchemaObject> = {};
  const optional = new Set<string>();
  const messages = new Set<string>();
  for (const meta of metas) {
    const property = (properties[meta.propertyName] ??= {});
    if (meta.type === 'conditionalValidation') {
      optional.add(meta.propertyName);
      if (meta.name === 'isOptional') property.nullable = true;
      continue;
    }
    const { minLength, ...rest } = ruleSchema({ name: ruleName(meta), constraints: meta.constraints ?? [] });
    Object.assign(property, rest);
    // IsNotEmpty and MinLength both bound the length: the larger bound holds.
    if (minLength !== undefined) property.minLength = Math.max(property.minLength ?? 0, minLength);
    const message = ruleMessage(meta);
    if (message) messages.add(message);
  }
  const required = Object.keys(properties).filter((name) => !optional.has(name));
  return {
    schema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false },
    messages: [...messages],
  };
}
