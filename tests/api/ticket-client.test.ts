import { afterEach, describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from '@/api-client';
import { makeStore } from '@/store';
import { ticketApi } from '@/store/api/ticket';
import {
  DEFAULT_DESK_FILTERS,
  resetDeskFilters,
  selectDeskFiltered,
  setDeskFilter,
  setDeskPage,
  setMineText,
  ticketsSlice,
  toggleDeskState,
  toggleMineState,
} from '@/store/slices/ticketsSlice';
import { uploadPercent } from '@/api-client/upload';
import { dueText, durationFa } from '@/components/ticket/format';

const reduce = ticketsSlice.reducer;

describe('tickets slice (filters and selection)', () => {
  it('starts the desk on type all and states initial + reviewed, and the customer on every state', () => {
    const s = reduce(undefined, { type: 'init' });
    expect(s.desk.type).toBe('all');
    expect(s.desk.states).toEqual(['initial', 'reviewed']);
    expect(s.mine.states).toEqual([]);
    expect(s.selectedId).toBeNull();
  });

  it('toggles a state on and off and goes back to page 1 on any filter change', () => {
    let s = reduce(undefined, setDeskPage(4));
    s = reduce(s, toggleDeskState('initial'));
    expect(s.desk.states).toEqual(['reviewed']);
    expect(s.desk.page).toBe(1);
    s = reduce(s, toggleDeskState('answered'));
    expect(s.desk.states).toEqual(['reviewed', 'answered']);
    s = reduce(s, setDeskPage(3));
    s = reduce(s, setDeskFilter({ priority: 'urgent', overdue: true }));
    expect(s.desk).toMatchObject({ priority: 'urgent', overdue: true, page: 1 });
    expect(selectDeskFiltered({ tickets: s })).toBe(true);
    s = reduce(s, resetDeskFilters());
    expect(s.desk).toEqual(DEFAULT_DESK_FILTERS);
    expect(selectDeskFiltered({ tickets: s })).toBe(false);

    let m = reduce(undefined, toggleMineState('answered'));
    m = reduce(m, setMineText('پرداخت'));
    expect(m.mine).toEqual({ states: ['answered'], text: 'پرداخت', page: 1 });
  });
});

describe('upload progress and time texts', () => {
  it('rounds the percentage and holds it at 99 until the server answers', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(333, 1000)).toBe(33);
    expect(uploadPercent(1000, 1000)).toBe(99);
    expect(uploadPercent(10, undefined)).toBe(0);
  });

  it('writes durations and deadlines in Persian', () => {
    expect(durationFa(45)).toBe('۴۵ دقیقه');
    expect(durationFa(135)).toBe('۲ ساعت و ۱۵ دقیقه');
    expect(durationFa(60 * 24 * 3 + 240)).toBe('۳ روز و ۴ ساعت');
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(dueText('2026-01-01T13:00:00Z', now)).toEqual({ text: '۳ ساعت مانده', late: false });
    expect(dueText('2026-01-01T09:40:00Z', now)).toEqual({ text: '۲۰ دقیقه گذشته', late: true });
  });
});

describe('ticket responses are checked (sections 5 and 8)', () => {
  let restore: AxiosAdapter | undefined;
  afterEach(async () => {
    (await http()).defaults.adapter = restore;
  });

  async function answer(data: unknown) {
    const client = await http();
    restore = client.defaults.adapter as AxiosAdapter;
    const calls: string[] = [];
    client.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      calls.push(String(config.url));
      return { data, status: 200, statusText: 'OK', headers: {}, config };
    };
    return calls;
  }

  it('a comment list without comments is an invalid server response', async () => {
    await answer({ ok: true });
    const store = makeStore();
    const r = await store.dispatch(
      ticketApi.endpoints.ticketComments.initiate({ ticketId: 'abc', flavour: 'external', page: 1, size: 50 }),
    );
    expect((r.error as { data: { error: { message: string } } }).data.error.message).toBe('پاسخ سرور نامعتبر است.');
  });

  it('external comments are not fetched without a ticket id', async () => {
    const calls = await answer({ comments: [], total: 0 });
    const store = makeStore();
    const r = await store.dispatch(
      ticketApi.endpoints.ticketComments.initiate({ ticketId: '', flavour: 'external', page: 1, size: 50 }),
    );
    expect((r.error as { data: { error: { message: string } } }).data.error.message).toBe(
      'شناسه درخواست پشتیبانی مورد نیاز است.',
    );
    expect(calls).toEqual([]);
  });

  it('the desk reads the first item of the array GET v1/ticket/{id} answers, and repeats states in the list query', async () => {
    const calls = await answer({ ticket: [{ _id: 't1', subject: 'اولی', events: [] }] });
    const store = makeStore();
    const r = await store.dispatch(ticketApi.endpoints.deskTicket.initiate('t1'));
    expect(r.data).toMatchObject({ _id: 't1', subject: 'اولی' });
    await store.dispatch(ticketApi.endpoints.deskTickets.initiate(DEFAULT_DESK_FILTERS));
    expect(calls.at(-1)).toBe('/v1/ticket/list/1-30?external=false&sort=newest&states=initial&states=reviewed');
  });

  it('a comment sent without success: true is refused', async () => {
    await answer({ comment: {} });
    const store = makeStore();
    const r = await store.dispatch(
      ticketApi.endpoints.addComment.initiate({ flavour: 'external', ticketId: 't1', text: 'سلام', attachments: [] }),
    );
    expect('error' in r && (r.error as { data: { error: { message: string } } }).data.error.message).toBe(
      'پاسخ سرور نامعتبر است.',
    );
  });
});
