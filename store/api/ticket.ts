import type { OnCallShift } from '@/lib/ticket-rules';
import type {
  CommentView,
  OnCallSlotView,
  ResponderView,
  AttachmentRef,
  TicketDetailView,
  TicketReportView,
  TicketView,
  UserCommentView,
  TicketFlavour,
  TicketPageView,
  CommentPageView,
} from '@/lib/contracts/ticket/views';
import type { z } from 'zod';
import type { MenuAvailabilityView } from '@/lib/contracts/menu/customer';
import type {
  TicketCustomerView,
  ZChangeTicketState,
  ZLinkTicketOrder,
  ZTicketCreate,
} from '@/lib/contracts/ticket/schemas';
import { TICKET_UI_ERRORS } from '@/lib/messages/ticket';
import type { DeskFilters, MineFilters } from '../slices/ticketsSlice';
import { api, type QueryError } from './base';
import { optimisticToggle } from './optimistic';

/** Page sizes of section 9. */
export const DESK_PAGE_SIZE = 30;
export const MINE_PAGE_SIZE = 5;
export const DESK_COMMENT_PAGE_SIZE = 100;
export const CUSTOMER_COMMENT_PAGE_SIZE = 50;
export const CUSTOMER_COMMENT_PAGE_SIZE_AFTER_ADD = 10;
export const USER_COMMENT_PAGING = '1-100';
/** Items per page of the desk's menu-availability check. */
export const AVAILABILITY_PAGE_SIZE = 20;

const ticketApiBase = api.enhanceEndpoints({
  addTagTypes: ['Ticket', 'TicketList', 'TicketComments', 'UserComments', 'OnCall', 'TicketReport', 'Responders'],
});

/** Section 5: a comment or ticket answer without its expected data is an invalid server response. */
function invalidResponse(): { error: QueryError } {
  return {
    error: { status: 502, data: { error: { code: 'INVALID_RESPONSE', message: TICKET_UI_ERRORS.invalidResponse } } },
  };
}

function ticketIdRequired(): { error: QueryError } {
  return {
    error: { status: 400, data: { error: { code: 'TICKET_ID_REQUIRED', message: TICKET_UI_ERRORS.ticketIdRequired } } },
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object';

/** A query string where lists repeat their key (`states=a&states=b`), as the list call expects. */
function withQuery(path: string, params: Record<string, string | number | boolean | string[] | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === '' || v === false) continue;
    if (Array.isArray(v)) v.forEach((x) => q.append(k, x));
    else q.append(k, String(v));
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export interface CommentArgs {
  ticketId: string;
  flavour: TicketFlavour;
  page: number;
  size: number;
}

function pageOf<T extends 'tickets' | 'comments'>(data: unknown, key: T) {
  if (!isObject(data) || !Array.isArray(data[key])) return null;
  return data as Record<T, unknown[]> & { total?: number };
}

export const ticketApi = ticketApiBase.injectEndpoints({
  endpoints: (b) => ({
    deskTickets: b.query<TicketPageView, DeskFilters>({
      async queryFn(f, _api, _extra, baseQuery) {
        const url = withQuery(`/v1/ticket/list/${f.page}-${DESK_PAGE_SIZE}`, {
          external: 'false',
          sort: f.sort,
          type: f.type === 'all' ? undefined : f.type,
          supportType: f.supportType === 'all' ? undefined : f.supportType,
          priority: f.priority === 'all' ? undefined : f.priority,
          providerId: f.providerId || undefined,
          origin: f.origin === 'all' ? undefined : f.origin,
          overdue: f.overdue ? 'true' : undefined,
          text: f.text.trim() || undefined,
          states: f.states,
        });
        const r = await baseQuery({ url });
        if (r.error) return { error: r.error as QueryError };
        const page = pageOf(r.data, 'tickets');
        return page
          ? { data: { tickets: page.tickets as TicketView[], total: Number(page.total ?? page.tickets.length) } }
          : invalidResponse();
      },
      providesTags: ['TicketList'],
    }),
    myTickets: b.query<TicketPageView, MineFilters>({
      async queryFn(f, _api, _extra, baseQuery) {
        const url = withQuery(`/v1/ticket/list/${f.page}-${MINE_PAGE_SIZE}`, {
          external: 'true',
          text: f.text.trim() || undefined,
          states: f.states,
        });
        const r = await baseQuery({ url });
        if (r.error) return { error: r.error as QueryError };
        const page = pageOf(r.data, 'tickets');
        return page
          ? { data: { tickets: page.tickets as TicketView[], total: Number(page.total ?? page.tickets.length) } }
          : invalidResponse();
      },
      providesTags: ['TicketList'],
    }),
    /** GET v1/ticket/{id} answers an array; its first item is the ticket. */
    deskTicket: b.query<TicketDetailView, string>({
      async queryFn(id, _api, _extra, baseQuery) {
        if (!id) return ticketIdRequired();
        const r = await baseQuery({ url: `/v1/ticket/${encodeURIComponent(id)}` });
        if (r.error) return { error: r.error as QueryError };
        const list = isObject(r.data) ? r.data.ticket : null;
        return Array.isArray(list) && isObject(list[0])
          ? { data: list[0] as unknown as TicketDetailView }
          : invalidResponse();
      },
      providesTags: (_r, _e, id) => [{ type: 'Ticket', id }],
    }),
    myTicket: b.query<TicketView, string>({
      async queryFn(id, _api, _extra, baseQuery) {
        if (!id) return ticketIdRequired();
        const r = await baseQuery({ url: `/v1/ticket/external/${encodeURIComponent(id)}?external=true` });
        if (r.error) return { error: r.error as QueryError };
        const ticket = isObject(r.data) ? r.data.ticket : null;
        return isObject(ticket) ? { data: ticket as unknown as TicketView } : invalidResponse();
      },
      providesTags: (_r, _e, id) => [{ type: 'Ticket', id }],
    }),
    createTicket: b.mutation<TicketView, { flavour: TicketFlavour; body: z.input<typeof ZTicketCreate> }>({
      async queryFn({ flavour, body }, _api, _extra, baseQuery) {
        const r = await baseQuery({ url: `/v1/ticket/${flavour}/add`, method: 'POST', data: body });
        if (r.error) return { error: r.error as QueryError };
        const ticket = isObject(r.data) ? r.data.ticket : null;
        return isObject(ticket) ? { data: ticket as unknown as TicketView } : invalidResponse();
      },
      invalidatesTags: ['TicketList', 'TicketReport'],
    }),
    /**
     * Optimistic: the ticket on screen takes the new state (and answer) at once and goes back if the server refuses.
     * `flavour` says which cached view to update at once: the desk's or the customer's.
     */
    changeTicketState: b.mutation<TicketView, z.input<typeof ZChangeTicketState> & { flavour: TicketFlavour }>({
      async queryFn({ ticketId, state, answer, answerAttachments }, _api, _extra, baseQuery) {
        const r = await baseQuery({
          url: '/v1/ticket/change/state',
          method: 'POST',
          data: { ticketId, state, answer: answer || undefined, answerAttachments: answerAttachments ?? [] },
        });
        if (r.error) return { error: r.error as QueryError };
        const ticket = isObject(r.data) ? r.data.ticket : null;
        return isObject(ticket) ? { data: ticket as unknown as TicketView } : invalidResponse();
      },
      async onQueryStarted({ ticketId, state, answer, flavour }, lifecycle) {
        await optimisticToggle(lifecycle, [
          flavour === 'internal'
            ? ticketApi.util.updateQueryData('deskTicket', ticketId, (draft) => {
                draft.state = state;
                if (answer) draft.answer = answer;
              })
            : ticketApi.util.updateQueryData('myTicket', ticketId, (draft) => {
                draft.state = state;
              }),
        ]);
      },
      invalidatesTags: (_r, error, a) =>
        error ? [] : [{ type: 'Ticket', id: a.ticketId }, 'TicketList', 'TicketReport'],
    }),
    /** The support team; with a ticket id, also the admins of that ticket's branch (to refer it to). */
    responders: b.query<ResponderView[], string | void>({
      async queryFn(ticketId, _api, _extra, baseQuery) {
        const r = await baseQuery({ url: '/v1/ticket/responders/list', params: ticketId ? { ticketId } : undefined });
        if (r.error) return { error: r.error as QueryError };
        const list = isObject(r.data) ? r.data.responders : null;
        return Array.isArray(list) ? { data: list as ResponderView[] } : invalidResponse();
      },
      providesTags: ['Responders'],
    }),
    referTicket: b.mutation<{ ticket: TicketView }, { ticketId: string; responderId: string; note: string }>({
      query: (data) => ({ url: '/v1/ticket/refer', method: 'POST', data }),
      invalidatesTags: (_r, error, a) => (error ? [] : [{ type: 'Ticket', id: a.ticketId }, 'TicketList']),
    }),
    deleteTicket: b.mutation<{ success: true }, { ticketId: string; flavour: TicketFlavour }>({
      query: ({ ticketId, flavour }) =>
        flavour === 'internal'
          ? { url: '/v1/ticket/delete', method: 'POST', data: { ticketId } }
          : { url: '/v1/ticket/external/delete', method: 'DELETE', data: { ticketId } },
      invalidatesTags: (_r, error) => (error ? [] : ['TicketList', 'TicketReport']),
    }),
    ticketComments: b.query<CommentPageView, CommentArgs>({
      async queryFn({ ticketId, flavour, page, size }, _api, _extra, baseQuery) {
        if (!ticketId) return ticketIdRequired();
        const url =
          flavour === 'internal'
            ? withQuery(`/v1/ticket/comment/list/${page}-${size}`, { ticketId })
            : withQuery(`/v1/ticket/external/comment/list/${page}-${size}`, {
                ticketId,
                page,
                number: size,
                external: 'true',
              });
        const r = await baseQuery({ url });
        if (r.error) return { error: r.error as QueryError };
        const data = pageOf(r.data, 'comments');
        return data
          ? { data: { comments: data.comments as CommentView[], total: Number(data.total ?? data.comments.length) } }
          : invalidResponse();
      },
      providesTags: (_r, _e, a) => [{ type: 'TicketComments', id: a.ticketId }],
    }),
    addComment: b.mutation<
      CommentView,
      { flavour: TicketFlavour; ticketId: string; text: string; attachments: AttachmentRef[]; internal?: boolean }
    >({
      async queryFn({ flavour, ticketId, text, attachments, internal }, _api, _extra, baseQuery) {
        const r =
          flavour === 'internal'
            ? await baseQuery({
                url: '/v1/ticket/comment/add',
                method: 'POST',
                data: { ticketId, text, attachments, internal: Boolean(internal) },
              })
            : await baseQuery({
                url: '/v1/ticket/external/comment/add',
                method: 'POST',
                data: { ticketId, text, attachments, external: true },
              });
        if (r.error) return { error: r.error as QueryError };
        if (!isObject(r.data) || r.data.success !== true) return invalidResponse();
        return { data: r.data.comment as CommentView };
      },
      invalidatesTags: (_r, error, a) =>
        error ? [] : [{ type: 'TicketComments', id: a.ticketId }, { type: 'Ticket', id: a.ticketId }, 'TicketList'],
    }),
    userComments: b.query<UserCommentView[], string>({
      async queryFn(userId, _api, _extra, baseQuery) {
        const r = await baseQuery({
          url: `/v1/user/comment/list/${encodeURIComponent(userId)}/${USER_COMMENT_PAGING}`,
        });
        if (r.error) return { error: r.error as QueryError };
        const data = pageOf(r.data, 'comments');
        return data ? { data: data.comments as UserCommentView[] } : invalidResponse();
      },
      providesTags: (_r, _e, userId) => [{ type: 'UserComments', id: userId }],
    }),
    addUserComment: b.mutation<UserCommentView, { userId: string; text: string; attachments: AttachmentRef[] }>({
      async queryFn(data, _api, _extra, baseQuery) {
        const r = await baseQuery({ url: '/v1/user/comment/add', method: 'POST', data });
        if (r.error) return { error: r.error as QueryError };
        if (!isObject(r.data) || r.data.success !== true) return invalidResponse();
        return { data: r.data.comment as UserCommentView };
      },
      invalidatesTags: (_r, error, a) => (error ? [] : [{ type: 'UserComments', id: a.userId }]),
    }),
    rateTicket: b.mutation<{ ticket: TicketView }, { ticketId: string; rating: number; comment: string }>({
      query: (data) => ({ url: '/v1/ticket/external/rate', method: 'POST', data }),
      invalidatesTags: (_r, error, a) => (error ? [] : [{ type: 'Ticket', id: a.ticketId }, 'TicketReport']),
    }),
    ticketReport: b.query<
      TicketReportView,
      { flavour: TicketFlavour; days: '7' | '30' | '90' | 'all'; providerId?: string }
    >({
      query: ({ flavour, days, providerId }) => ({
        url: withQuery(flavour === 'internal' ? '/v1/ticket/report' : '/v1/ticket/external/report', {
          days,
          providerId,
        }),
      }),
      transformResponse: (r: { report: TicketReportView }) => r.report,
      providesTags: ['TicketReport'],
    }),
    removeAttachment: b.mutation<{ success: true }, { fileName: string; scope: 'ticket' | 'comment' }>({
      query: ({ fileName, scope }) => ({
        url: scope === 'ticket' ? '/v1/ticket/remove/attachment' : '/v1/comment/remove/attachment',
        method: 'POST',
        data: { attachmentFileName: fileName },
      }),
    }),
    menuAvailability: b.query<MenuAvailabilityView, { providerId: string; date: string; page: number }>({
      query: ({ providerId, date, page }) => ({
        url: `/v1/menu/availability/check/${encodeURIComponent(providerId)}/${encodeURIComponent(date)}/${page}-${AVAILABILITY_PAGE_SIZE}`,
      }),
    }),
    onCall: b.query<{ onCall: OnCallSlotView[]; candidates: ResponderView[] }, string>({
      query: (providerId) => ({ url: `/v1/ticket/oncall/${encodeURIComponent(providerId)}` }),
      providesTags: (_r, _e, providerId) => [{ type: 'OnCall', id: providerId }],
    }),
    addOnCall: b.mutation<
      { success: true; slot: OnCallSlotView },
      { day: number; shift: OnCallShift; userId: string; providerId: string }
    >({
      query: (data) => ({ url: '/v1/ticket/oncall/time/add', method: 'POST', data }),
      invalidatesTags: (_r, error, a) => (error ? [] : [{ type: 'OnCall', id: a.providerId }]),
    }),
    removeOnCall: b.mutation<{ success: true }, { onCallId: string; providerId: string }>({
      query: (data) => ({ url: '/v1/ticket/oncall/time/remove', method: 'POST', data }),
      invalidatesTags: (_r, error, a) => (error ? [] : [{ type: 'OnCall', id: a.providerId }]),
    }),
  }),
});

export const {
  useMenuAvailabilityQuery,
  useDeskTicketsQuery,
  useMyTicketsQuery,
  useDeskTicketQuery,
  useMyTicketQuery,
  useCreateTicketMutation,
  useChangeTicketStateMutation,
  useRespondersQuery,
  useReferTicketMutation,
  useDeleteTicketMutation,
  useTicketCommentsQuery,
  useAddCommentMutation,
  useUserCommentsQuery,
  useAddUserCommentMutation,
  useRateTicketMutation,
  useTicketReportQuery,
  useRemoveAttachmentMutation,
  useOnCallQuery,
  useAddOnCallMutation,
  useRemoveOnCallMutation,
} = ticketApi;

const withTags = ticketApi.enhanceEndpoints({ addTagTypes: ['TicketCustomer'] });

/** The support desk's view of a ticket's customer (orders, wallet, ledger) and linking the ticket to an order. */
export const ticketCustomerApi = withTags.injectEndpoints({
  endpoints: (b) => ({
    ticketCustomer: b.query<TicketCustomerView, string>({
      query: (ticketId) => ({ url: `/v1/ticket/${encodeURIComponent(ticketId)}/customer` }),
      providesTags: (_r, _e, ticketId) => [{ type: 'TicketCustomer', id: ticketId }],
    }),
    linkTicketOrder: b.mutation<{ ticket: TicketView }, z.input<typeof ZLinkTicketOrder>>({
      query: (body) => ({ url: '/v1/ticket/link/order', method: 'POST', data: body }),
      invalidatesTags: (_r, error, a) =>
        error ? [] : [{ type: 'TicketCustomer', id: a.ticketId }, { type: 'Ticket', id: a.ticketId }, 'TicketList'],
    }),
  }),
});

export const { useTicketCustomerQuery, useLinkTicketOrderMutation } = ticketCustomerApi;
