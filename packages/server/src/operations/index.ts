/**
 * The generic operations, one per action. Routes, seeds and tests call them with a plain context
 * (database or transaction, actor, locales, features); none of them knows about HTTP.
 */
export type { OperationContext } from './shared.ts';
export { listResources } from './list.ts';
export { findResource } from './find.ts';
export { createResource } from './create.ts';
export { updateResource } from './update.ts';
export { deleteResource } from './delete.ts';
export { softDeleteResource, restoreResource } from './soft-delete.ts';
export { readRelationship, writeRelationship, findRelated } from './relationships.ts';
export { runAtomicOperations, atomicDocument, MAX_ATOMIC_OPERATIONS } from './atomic.ts';
