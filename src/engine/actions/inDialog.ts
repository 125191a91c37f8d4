import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';

/** What an action's dialog lets the person do in place before confirming (the approval file, say), given the record. */
export type InDialog = ComponentType<{ record: RaRecord }>;
