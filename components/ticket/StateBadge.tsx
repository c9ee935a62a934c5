import { TICKET_PRIORITY_LABELS, TICKET_STATE_LABELS, type TicketPriority, type TicketState } from '@/lib/ticket-rules';
import styles from './StateBadge.module.css';

/** A ticket's state as a coloured pill. */
export function StateBadge({ state }: { state: TicketState }) {
  return (
    <span className={`${styles.badge} ${styles[`state_${state}`]}`} data-testid="ticket-state" data-state={state}>
      {TICKET_STATE_LABELS[state]}
    </span>
  );
}

/** Priority as a pill; the two higher ones stand out. */
export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <span className={`${styles.badge} ${styles[`priority_${priority}`]}`} data-priority={priority}>
      <span className="sr-only">اولویت: </span>
      {TICKET_PRIORITY_LABELS[priority]}
    </span>
  );
}
