import { createElement } from 'react';
import { appEnv } from '@relais/domain';
import { defineOverride } from '../types.ts';
import type { KindOverride, ScreenProps } from '../types.ts';
import { AppEnvSettings } from './app-env-settings.tsx';

const settings = (props: ScreenProps) => createElement(AppEnvSettings, { ...props, override: self });

/** app-envs: one record, so one settings form in place of the list, the record and the edit screens. */
const self: KindOverride = defineOverride(appEnv, {
  screens: { index: settings, show: settings, update: settings, create: settings },
});

export const override = self;
