// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { http } from '@/api-client';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import { makeStore } from '@/store';
import { api } from '@/store/api/base';
import { resolveConfirm } from '@/store/slices/confirmBus';
import { selectModalStack, type ModalEntry } from '@/store/slices/modalsSlice';

interface Row {
  _id: string;
  title: string;
  active: boolean;
}
interface RowPage {
  rows: Row[];
  total: number;
}

// Endpoints of a made-up list, so the table is tested through RTK Query and axios as a panel uses it.
const testApi = api.injectEndpoints({
  endpoints: (b) => ({
    testRows: b.query<RowPage, { page: number }>({ query: ({ page }) => ({ url: `/v1/test/rows/${page}-20` }) }),
    testSwitch: b.mutation<{ row: Row }, { id: string; active: boolean }>({
      query: ({ id, active }) => ({ url: `/v1/test/rows/${id}/active`, method: 'PUT', data: { active } }),
    }),
  }),
});

const TOTAL = 45;
const rowsOf = (page: number): Row[] =>
  Array.from({ length: Math.min(20, TOTAL - (page - 1) * 20) }, (_, i) => ({
    _id: `r${page}-${i + 1}`,
    title: `row ${(page - 1) * 20 + i + 1}`,
    active: false,
  }));

let requests: string[] = [];
let answerSwitch: (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;
let restore: AxiosAdapter | undefined;

const ok = (config: InternalAxiosRequestConfig, data: unknown, status = 200): AxiosResponse => ({
  data,
  status,
  statusText: '',
  headers: {},
  config,
});
function refuse(config: InternalAxiosRequestConfig, status: number, message: string): never {
  throw Object.assign(new Error(`status ${status}`), {
    isAxiosError: true,
    config,
    response: ok(config, { error: { code: 'VOUCHER_LOCKED', message } }, status),
  });
}

beforeEach(async () => {
  requests = [];
  const client = await http();
  restore = client.defaults.adapter as AxiosAdapter;
  client.defaults.adapter = async (config) => {
    requests.push(`${config.method?.toUpperCase()} ${config.url}`);
    const list = /^\/v1\/test\/rows\/(\d+)-20$/.exec(config.url ?? '');
    if (list) return ok(config, { rows: rowsOf(Number(list[1])), total: TOTAL });
    return answerSwitch(config);
  };
});

afterEach(async () => {
  cleanup();
  (await http()).defaults.adapter = restore;
});

function Rows() {
  const [page, setPage] = useState(1);
  const query = testApi.useTestRowsQuery({ page });
  const [send] = testApi.useTestSwitchMutation();
  const columns: Column<Row>[] = [
    { header: 'عنوان', cell: (r) => r.title, width: '60%' },
    {
      header: 'فعال',
      toggle: {
        checked: (r) => r.active,
        label: (r) => `فعال بودن ${r.title}`,
        onChange: (r, active) => send({ id: r._id, active }).unwrap(),
      },
    },
  ];
  return (
    <AdminTable
      query={query}
      rows={(d) => d.rows}
      rowKey={(r) => r._id}
      columns={columns}
      paging={{ page, pageSize: 20, total: (d) => d.total, onPage: setPage }}
      caption="ردیف‌های آزمایشی"
      testId="rows"
    />
  );
}

function renderRows() {
  return render(
    <Provider store={makeStore()}>
      <Rows />
    </Provider>,
  );
}

/** The open confirm modal's id (modal props are typed per modal). */
const confirmIdOf = (m: ModalEntry) => (m.type === 'confirm' ? m.props.confirmId : '');

describe('AdminTable', () => {
  it('lists the first page, and clicking page 2 asks the server for page 2 and shows its rows', async () => {
    renderRows();
    expect(await screen.findByText('row 1')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'عنوان' }).getAttribute('style')).toContain('width: 60%');
    // 45 rows at 20 a page: pages ۱, ۲, ۳.
    expect(screen.getByRole('button', { name: 'صفحه ۳' })).toBeTruthy();
    expect(requests).toEqual(['GET /v1/test/rows/1-20']);

    fireEvent.click(screen.getByRole('button', { name: 'صفحه ۲' }));
    expect(await screen.findByText('row 21')).toBeTruthy();
    expect(requests).toContain('GET /v1/test/rows/2-20');
    expect(screen.queryByText('row 1')).toBeNull();
    expect(screen.getByRole('button', { name: 'صفحه ۲' }).getAttribute('aria-current')).toBe('page');
  });

  it('turns a switch on at once, and when the server refuses puts it back and shows the server’s message', async () => {
    let release!: () => void;
    answerSwitch = (config) =>
      new Promise((_, reject) => {
        release = () => {
          try {
            refuse(config, 409, 'این کد در سفارشی در حال پرداخت است و تغییر نمی‌کند.');
          } catch (e) {
            reject(e);
          }
        };
      });
    renderRows();
    const box = (await screen.findByRole('checkbox', { name: 'فعال بودن row 2' })) as HTMLInputElement;
    expect(box.checked).toBe(false);

    fireEvent.click(box);
    expect(box.checked).toBe(true); // optimistic, before the server answers
    await waitFor(() => expect(requests).toContain('PUT /v1/test/rows/r1-2/active'));

    await act(async () => release());
    await waitFor(() => expect(box.checked).toBe(false));
    expect(screen.getByRole('alert').textContent).toBe('این کد در سفارشی در حال پرداخت است و تغییر نمی‌کند.');
    // The other rows were never touched.
    const table = screen.getByTestId('rows');
    expect(
      within(table)
        .getAllByRole('checkbox')
        .filter((c) => (c as HTMLInputElement).checked),
    ).toHaveLength(0);
  });

  it('keeps a switch on when the server accepts the change', async () => {
    answerSwitch = async (config) => ok(config, { row: { _id: 'r1-3', title: 'row 3', active: true } });
    renderRows();
    const box = (await screen.findByRole('checkbox', { name: 'فعال بودن row 3' })) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(requests).toContain('PUT /v1/test/rows/r1-3/active'));
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before a destructive row action and runs it only when confirmed', async () => {
    const removed: string[] = [];
    const store = makeStore();
    function Removable() {
      const query = testApi.useTestRowsQuery({ page: 1 });
      return (
        <AdminTable
          query={query}
          rows={(d) => d.rows.slice(0, 2)}
          rowKey={(r) => r._id}
          columns={[{ header: 'عنوان', cell: (r) => r.title }]}
          actions={[
            {
              label: 'حذف',
              onClick: (r) => removed.push(r._id),
              confirm: (r) => ({ title: 'حذف ردیف', message: `${r.title} حذف شود؟`, confirmText: 'حذف' }),
            },
          ]}
          caption="ردیف‌ها"
        />
      );
    }
    render(
      <Provider store={store}>
        <Removable />
      </Provider>,
    );
    await screen.findByText('row 2');
    const answer = async (yes: boolean) => {
      const [modal] = selectModalStack(store.getState());
      expect(modal).toMatchObject({ type: 'confirm', props: { message: 'row 2 حذف شود؟', danger: true } });
      await act(async () => resolveConfirm(confirmIdOf(modal), yes));
    };
    const removeRow2 = () => within(screen.getByText('row 2').closest('tr')!).getByRole('button', { name: 'حذف' });

    fireEvent.click(removeRow2());
    await answer(false);
    expect(removed).toEqual([]);

    fireEvent.click(removeRow2());
    await waitFor(() => expect(selectModalStack(store.getState())).toHaveLength(2));
    const stack = selectModalStack(store.getState());
    await act(async () => resolveConfirm(confirmIdOf(stack[stack.length - 1]), true));
    await waitFor(() => expect(removed).toEqual(['r1-2']));
  });
});
