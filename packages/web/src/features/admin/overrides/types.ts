import type { TFunction } from '../../../lib/i18n/i18n.ts';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AdminKind, FieldName, RESOURCES, ResourceDefinition } from '@relais/domain';
import type { Model } from '../../../lib/jsonapi.ts';
import type { Session } from '../../../lib/session/session.ts';
import type { Field } from '../../../lib/resources/declaration.ts';
import type { FieldInputProps } from '../../../components/resources/field-input.tsx';

/**
 * What a kind may change of the generic back office (react-admin's per-resource overrides as the
 * model): a whole screen, a grid column, a form field, record actions, and record ids that stand for
 * another (`my-organization`). Everything left out stays generic.
 */

/** Every declared kind, by its JSON:API type. */
export type KindDeclaration = (typeof RESOURCES)[number];
export type KindType = KindDeclaration['type'];
export type DeclarationOf<T extends KindType> = Extract<KindDeclaration, { type: T }>;

/** The generic screens a kind may replace, by their URL action. */
export type ScreenName = 'index' | 'show' | 'create' | 'update';

export interface ScreenProps {
  resource: ResourceDefinition;
  kind: AdminKind;
  /** The record of `show` and `update`. */
  id?: string;
}

/** A record id of the URL that stands for another one the screen works out (`my-organization`). */
export interface AliasProps {
  resource: ResourceDefinition;
  /** The URL's action (`update`, `show`…). */
  action: string;
}

/** A grid cell of one column. */
export interface ColumnOverride {
  renderCell(props: { row: Model; field: Field }): ReactNode;
}

/** A form input: the generic input's props, its label already translated. */
export type FieldOverrideProps = FieldInputProps & { label: string };

export interface RecordActionContext {
  record: Model;
  session: Session;
  queryClient: QueryClient;
  navigate(to: string): void;
  /** For an action's own messages (a toast when it leaves the screen). */
  t: TFunction;
}

/** The controls an action's question holds (the languages to publish), under its message. */
export interface ActionFormProps {
  record: Model;
  value: unknown;
  onChange(value: unknown): void;
}

export interface ActionForm {
  /** The value the form opens with. */
  initial(record: Model): unknown;
  /** Whether the value lets the action run (the confirm button is disabled otherwise). */
  isValid(value: unknown): boolean;
  Component: ComponentType<ActionFormProps>;
}

interface ActionBase {
  name: string;
  label(t: TFunction): string;
  icon?: ReactElement;
  /** Whether the action applies to this record for this user; the server decides anyway. */
  isAvailable(context: Pick<RecordActionContext, 'record' | 'session'>): boolean;
}

/** An action the screen runs (a call, then "Done." or the refusal), after a question if it has one. */
export interface RunAction extends ActionBase {
  href?: never;
  /** A question asked first (its message). */
  confirm?(t: TFunction): string;
  isDangerous?: boolean;
  /** Input the question gathers (with `confirm`); `run` receives its value as `input`. */
  form?: ActionForm;
  /**
   * Does the action; a refusal throws (shown as an error toast). Answers `false` when it leaves the
   * screen itself (no "Done." toast then).
   */
  run(context: RecordActionContext & { input?: unknown }): Promise<boolean | void>;
}

/**
 * An action that is a plain link the browser follows with the session cookie: a safe GET that
 * changes nothing (a file to download), so no question, no anti-forgery header and no toast.
 */
export interface LinkAction extends ActionBase {
  href(record: Model): string;
  /** Whether the link downloads a file rather than opening a page. */
  isDownload?: boolean;
  run?: never;
  confirm?: never;
  form?: never;
  isDangerous?: never;
}

/** A button of a record's screen and an entry of its grid row's menu. */
export type RecordAction = RunAction | LinkAction;

/** What an action on a kind's whole list is given when it runs. */
export interface ListActionContext {
  session: Session;
  queryClient: QueryClient;
  t: TFunction;
}

/**
 * An action on a kind as a whole rather than on one record (rental commands' "Issue last month's
 * invoices"): a button beside the list's Create, asked first, then what it did said in a toast.
 */
export interface ListAction {
  name: string;
  label(t: TFunction): string;
  icon?: ReactElement;
  /** The question asked first (its message). */
  confirm(t: TFunction): string;
  /** Whether the action applies for this user; the server decides anyway. */
  isAvailable(context: Pick<ListActionContext, 'session'>): boolean;
  /** Does the action and answers what to tell the user; a refusal throws (shown as an error toast). */
  run(context: ListActionContext): Promise<string>;
}

export interface KindOverride<R extends ResourceDefinition = ResourceDefinition> {
  screens?: Partial<Record<ScreenName, ComponentType<ScreenProps>>>;
  columns?: Partial<Record<FieldName<R>, ColumnOverride>>;
  fields?: Partial<Record<FieldName<R>, ComponentType<FieldOverrideProps>>>;
  actions?: readonly RecordAction[];
  /** Buttons of the kind's list that act on the kind as a whole. */
  listActions?: readonly ListAction[];
  aliases?: Readonly<Record<string, ComponentType<AliasProps>>>;
  /** Screens of the kind's own actions on one record, by the URL's action (`page-template`). */
  actionScreens?: Readonly<Record<string, ComponentType<ScreenProps>>>;
}

/** Binds an override to its declaration, so a misspelt column or field does not compile. */
export const defineOverride = <R extends ResourceDefinition>(_resource: R, override: KindOverride<R>): KindOverride => override as KindOverride;

/** Kind → its override module, imported on first use. */
export type OverrideLoaders = { readonly [T in KindType]?: () => Promise<{ override: KindOverride }> };
