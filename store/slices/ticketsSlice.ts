import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { attachLateSlice } from '@/store';
import {
  DEFAULT_TICKET_STATES,
  type SupportType,
  type TicketPriority,
  type TicketSort,
  type TicketState,
  type TicketType,
} from '@/lib/ticket-rules';

/** The support desk's list filter (section 3): type all and states initial + reviewed by default. */
export interface DeskFilters {
  states: TicketState[];
  type: TicketType | 'all';
  priority: TicketPriority | 'all';
  supportType: SupportType | 'all';
  providerId: string;
  origin: 'all' | 'external' | 'internal';
  overdue: boolean;
  text: string;
  sort: TicketSort;
  page: number;
}

/** The customer's own list: every state until they narrow it, so answers are never hidden from them. */
export interface MineFilters {
  states: TicketState[];
  text: string;
  page: number;
}

export interface TicketsState {
  desk: DeskFilters;
  mine: MineFilters;
  /** The ticket last opened from the desk, highlighted when the agent comes back to the list. */
  selectedId: string | null;
}

export const DEFAULT_DESK_FILTERS: DeskFilters = {
  states: [...DEFAULT_TICKET_STATES],
  type: 'all',
  priority: 'all',
  supportType: 'all',
  providerId: '',
  origin: 'all',
  overdue: false,
  text: '',
  sort: 'newest',
  page: 1,
};

export const DEFAULT_MINE_FILTERS: MineFilters = { states: [], text: '', page: 1 };

const initialState: TicketsState = { desk: DEFAULT_DESK_FILTERS, mine: DEFAULT_MINE_FILTERS, selectedId: null };

function toggle(list: TicketState[], state: TicketState): TicketState[] {
  return list.includes(state) ? list.filter((s) => s !== state) : [...list, state];
}

type DeskPatch = Partial<Omit<DeskFilters, 'page' | 'states'>>;

export const ticketsSlice = createSlice({
  name: 'tickets',
  initialState,
  reducers: {
    /** The filter's states list toggles a value on or off (section 4); the list starts again at page 1. */
    toggleDeskState(state, action: PayloadAction<TicketState>) {
      state.desk.states = toggle(state.desk.states, action.payload);
      state.desk.page = 1;
    },
    setDeskStates(state, action: PayloadAction<TicketState[]>) {
      state.desk.states = action.payload;
      state.desk.page = 1;
    },
    setDeskFilter(state, action: PayloadAction<DeskPatch>) {
      Object.assign(state.desk, action.payload);
      state.desk.page = 1;
    },
    setDeskPage(state, action: PayloadAction<number>) {
      state.desk.page = Math.max(1, Math.floor(action.payload));
    },
    resetDeskFilters(state) {
      state.desk = DEFAULT_DESK_FILTERS;
    },
    toggleMineState(state, action: PayloadAction<TicketState>) {
      state.mine.states = toggle(state.mine.states, action.payload);
      state.mine.page = 1;
    },
    setMineText(state, action: PayloadAction<string>) {
      state.mine.text = action.payload;
      state.mine.page = 1;
    },
    setMinePage(state, action: PayloadAction<number>) {
      state.mine.page = Math.max(1, Math.floor(action.payload));
    },
    resetMineFilters(state) {
      state.mine = DEFAULT_MINE_FILTERS;
    },
    selectTicket(state, action: PayloadAction<string | null>) {
      state.selectedId = action.payload;
    },
  },
  selectors: {
    selectDeskFilters: (s) => s.desk,
    selectMineFilters: (s) => s.mine,
    selectSelectedTicketId: (s) => s.selectedId,
    /** Whether the desk shows anything other than its default filter (the 'reset' button shows then). */
    selectDeskFiltered: (s) => {
      const d = s.desk;
      const base = DEFAULT_DESK_FILTERS;
      return (
        d.type !== base.type ||
        d.priority !== base.priority ||
        d.supportType !== base.supportType ||
        d.providerId !== base.providerId ||
        d.origin !== base.origin ||
        d.overdue !== base.overdue ||
        d.text.trim() !== '' ||
        d.sort !== base.sort ||
        d.states.length !== base.states.length ||
        d.states.some((x) => !base.states.includes(x))
      );
    },
  },
});

export const {
  toggleDeskState,
  setDeskStates,
  setDeskFilter,
  setDeskPage,
  resetDeskFilters,
  toggleMineState,
  setMineText,
  setMinePage,
  resetMineFilters,
  selectTicket,
} = ticketsSlice.actions;

declare module '@/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof ticketsSlice> {}
}

// Joins the store when a ticket screen first loads it, so other pages do not carry it.
attachLateSlice(ticketsSlice);

export const { selectDeskFilters, selectMineFilters, selectSelectedTicketId, selectDeskFiltered } =
  ticketsSlice.selectors;
