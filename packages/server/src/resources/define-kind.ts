import type { Registry, ResourceDefinition } from '@relais/domain';
import { administratorsSeeTrash } from '../policies/defaults.ts';
import type { ResourcePolicy } from '../policies/types.ts';
import type { ResourceHooks } from './hooks.ts';

/** A declared kind with what the server adds to it: who may do what, and its hooks. */
export interface KindBinding {
  resource: ResourceDefinition;
  policy?: ResourcePolicy | undefined;
  hooks?: ResourceHooks | undefined;
}

/**
 * Binds a kind's policy and hooks to its declaration, in one typed place: rows, values and tables
 * they receive are typed from the declaration, so a misspelt field is a compile error.
 */
export function defineKind<R extends ResourceDefinition>(
  resource: R,
  // A shared policy or hooks object (public reading, version bumps) serves any kind as it is.
  binding: { policy?: ResourcePolicy<NoInfer<R>> | ResourcePolicy; hooks?: ResourceHooks<NoInfer<R>> | ResourceHooks },
): KindBinding {
  // Policies and hooks of one kind only ever receive that kind's rows: widening is safe here. Who
  // reads the trash is the policy's to say, administrators unless it does.
  const policy = binding.policy as ResourcePolicy | undefined;
  return { resource, policy: policy && { seeTrash: administratorsSeeTrash, ...policy }, hooks: binding.hooks as ResourceHooks | undefined };
}

/**
 * The bindings by type, checked once at start: each binds a kind of the registry (the very
 * declaration, not a look-alike) and no kind is bound twice. Throws, so the server does not start.
 */
export function bindKinds(registry: Registry, bindings: readonly KindBinding[]): ReadonlyMap<string, KindBinding> {
  const byType = new Map<string, KindBinding>();
  const problems: string[] = [];
  for (const binding of bindings) {
    const { type } = binding.resource;
    if (registry.find(type) !== binding.resource) problems.push(`a policy or hooks are bound to "${type}", which the registry does not declare.`);
    else if (byType.has(type)) problems.push(`"${type}" is bound twice.`);
    else byType.set(type, binding);
  }
  if (problems.length) throw new Error(`The kinds' policies and hooks are invalid:\n- ${problems.join('\n- ')}`);
  return byType;
}
