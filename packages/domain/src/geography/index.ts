export * from './countries.ts';
export * from './french-departments.ts';
