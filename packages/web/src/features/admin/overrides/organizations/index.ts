import { createElement } from 'react';
import { organizations } from '@relais/domain';
import { defineOverride } from '../types.ts';
import type { AliasProps, KindOverride } from '../types.ts';
import { MyOrganization } from './my-organization.tsx';

/** organizations: `my-organization` and `my-lab` stand for the organization the user acts for. */
const self: KindOverride = defineOverride(organizations, {
  aliases: {
    'my-organization': (props: AliasProps) => createElement(MyOrganization, { ...props, override: self }),
    'my-lab': (props: AliasProps) => createElement(MyOrganization, { ...props, override: self, isLab: true }),
  },
});

export const override = self;
