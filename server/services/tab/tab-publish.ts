import type { TabChange } from '@/lib/contracts/tab';
import type { DbOrTx } from '../../db/client';
import { publish } from '../events/bus';
import type { TabRow } from './tab-lock';

/** Announces a change to the tab's stream and the branch's board, delivered when the transaction commits. */
export async function publishTab({ tx, tab, change }: { tx: DbOrTx; tab: TabRow; change: TabChange }) {
  await publish({ tx, event: { type: 'tab', tabId: tab.id, providerId: tab.providerId, change } });
}
