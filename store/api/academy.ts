import { api } from './base';
import type {
  AttendeeView,
  CertificateView,
  CommissionDefaultsView,
  EventChangeStatusInput,
  EventCreateBody,
  EventListArgs,
  EventListView,
  EventPurchaseAnswer,
  EventQuoteView,
  EventReportView,
  EventTicketPurchaseBody,
  EventView,
  SignatureView,
  TeacherPageView,
  TeacherReportView,
  TeacherView,
  TicketView,
} from '@/lib/contracts/academy';

const withTags = api.enhanceEndpoints({
  addTagTypes: ['Events', 'Event', 'MyTickets', 'Attendees', 'EventReport', 'Teachers', 'Signatures', 'Commission'],
});

/** The API's address of a file (the report's .xlsx, a certificate's PDF) for a link or a download. */
export const academyFile = (path: string) => `${process.env.NEXT_PUBLIC_API_BASE || '/api'}${path}`;

/** Events and the academy (issue 26): events, tickets, teachers, certificates and their signatures. */
export const academyApi = withTags.injectEndpoints({
  endpoints: (b) => ({
    events: b.query<EventListView, EventListArgs>({
      query: ({ page, size = 12, providerId, teacherId, from, to, status, text }) => ({
        url: `/v1/event/list/${page}-${size}`,
        params: {
          providerId: providerId || undefined,
          teacherId: teacherId || undefined,
          from: from || undefined,
          to: to || undefined,
          status,
          text: text || undefined,
        },
      }),
      providesTags: ['Events'],
    }),
    event: b.query<{ event: EventView }, string>({
      query: (id) => ({ url: `/v1/event/${encodeURIComponent(id)}` }),
      providesTags: (_r, _e, id) => [{ type: 'Event', id }],
    }),
    saveEvent: b.mutation<{ event: EventView }, EventCreateBody & { eventId?: string }>({
      query: (data) => ({ url: data.eventId ? '/v1/event/edit' : '/v1/event/create', method: 'POST', data }),
      invalidatesTags: (r) => ['Events', 'EventReport', ...(r ? [{ type: 'Event' as const, id: r.event._id }] : [])],
    }),
    changeEventStatus: b.mutation<{ event: EventView; refunded: number }, EventChangeStatusInput>({
      query: (data) => ({ url: '/v1/event/change/status', method: 'POST', data }),
      invalidatesTags: (_r, _e, { eventId }) => [
        'Events',
        'Attendees',
        'EventReport',
        'MyTickets',
        { type: 'Event', id: eventId },
      ],
    }),
    commissionDefaults: b.query<{ defaults: CommissionDefaultsView }, void>({
      query: () => ({ url: '/v1/event/commission/defaults' }),
      providesTags: ['Commission'],
    }),
    saveCommissionDefaults: b.mutation<{ defaults: CommissionDefaultsView }, CommissionDefaultsView>({
      query: (data) => ({ url: '/v1/event/commission/defaults/edit', method: 'POST', data }),
      invalidatesTags: ['Commission', 'Events', 'EventReport'],
    }),
    ticketQuote: b.query<
      { quote: EventQuoteView },
      { eventId: string; count: number; voucherCode?: string | null; voucherId?: string | null }
    >({
      query: (data) => ({ url: '/v1/event/ticket/quote', method: 'POST', data }),
    }),
    purchaseTickets: b.mutation<EventPurchaseAnswer, EventTicketPurchaseBody>({
      query: (data) => ({ url: '/v1/event/ticket/purchase', method: 'POST', data }),
      invalidatesTags: (_r, _e, { eventId }) => [
        'MyTickets',
        'Events',
        'Wallet',
        'Transactions',
        'MyVouchers',
        'Me',
        { type: 'Event', id: eventId },
      ],
    }),
    myEventTickets: b.query<{ tickets: TicketView[]; total: number }, number>({
      query: (page) => ({ url: `/v1/profile/my/event/ticket/list/${page}-20` }),
      providesTags: ['MyTickets'],
    }),
    cancelTicket: b.mutation<{ ticket: TicketView }, string>({
      query: (ticketId) => ({ url: '/v1/event/ticket/cancel', method: 'POST', data: { ticketId } }),
      invalidatesTags: ['MyTickets', 'Events', 'Event', 'Wallet', 'Transactions', 'Me'],
    }),
    checkInTicket: b.mutation<{ ticket: AttendeeView }, string>({
      query: (code) => ({ url: '/v1/event/ticket/checkin', method: 'POST', data: { code } }),
      invalidatesTags: ['Attendees'],
    }),
    attendees: b.query<{ attendees: AttendeeView[]; total: number }, { eventId: string; page: number }>({
      query: ({ eventId, page }) => ({ url: `/v1/event/${encodeURIComponent(eventId)}/attendees/${page}-50` }),
      providesTags: ['Attendees'],
    }),
    eventReport: b.query<EventReportView, string>({
      query: (eventId) => ({ url: `/v1/event/${encodeURIComponent(eventId)}/report` }),
      providesTags: ['EventReport'],
    }),
    issueCertificates: b.mutation<{ issued: number; total: number }, string>({
      query: (eventId) => ({
        url: `/v1/event/${encodeURIComponent(eventId)}/certificates/issue`,
        method: 'POST',
        data: {},
      }),
      invalidatesTags: ['Attendees', 'MyTickets'],
    }),
    teachers: b.query<{ teachers: TeacherView[]; total: number }, void>({
      query: () => ({ url: '/v1/teacher/list' }),
      providesTags: ['Teachers'],
    }),
    teacher: b.query<TeacherPageView, string>({
      query: (id) => ({ url: `/v1/teacher/${encodeURIComponent(id)}` }),
      providesTags: ['Teachers'],
    }),
    saveTeacher: b.mutation<
      { teacher: TeacherView },
      { teacherId?: string; name: string; bio: string; photo: string | null; userPhone: string | null }
    >({
      query: (data) => ({ url: data.teacherId ? '/v1/teacher/edit' : '/v1/teacher/add', method: 'POST', data }),
      invalidatesTags: ['Teachers', 'Events'],
    }),
    removeTeacher: b.mutation<{ success: true }, string>({
      query: (teacherId) => ({ url: '/v1/teacher/remove', method: 'POST', data: { teacherId } }),
      invalidatesTags: ['Teachers', 'Events'],
    }),
    teacherReport: b.query<TeacherReportView, string>({
      query: (id) => ({ url: `/v1/teacher/${encodeURIComponent(id)}/report` }),
      providesTags: ['EventReport'],
    }),
    myTeacherReport: b.query<TeacherReportView, void>({
      query: () => ({ url: '/v1/teacher/my/report' }),
      providesTags: ['EventReport'],
    }),
    signatures: b.query<{ signatures: SignatureView[] }, void>({
      query: () => ({ url: '/v1/certificate/signatures' }),
      providesTags: ['Signatures'],
    }),
    saveSignatures: b.mutation<{ signatures: SignatureView[] }, { signatures: SignatureView[] }>({
      query: (data) => ({ url: '/v1/certificate/signatures/edit', method: 'POST', data }),
      invalidatesTags: ['Signatures'],
    }),
    certificate: b.query<{ certificate: CertificateView }, string>({
      query: (code) => ({ url: `/v1/certificate/${encodeURIComponent(code)}` }),
    }),
  }),
});

export const {
  useEventsQuery,
  useEventQuery,
  useSaveEventMutation,
  useChangeEventStatusMutation,
  useCommissionDefaultsQuery,
  useSaveCommissionDefaultsMutation,
  useTicketQuoteQuery,
  usePurchaseTicketsMutation,
  useMyEventTicketsQuery,
  useCancelTicketMutation,
  useCheckInTicketMutation,
  useAttendeesQuery,
  useEventReportQuery,
  useIssueCertificatesMutation,
  useTeachersQuery,
  useTeacherQuery,
  useSaveTeacherMutation,
  useRemoveTeacherMutation,
  useTeacherReportQuery,
  useMyTeacherReportQuery,
  useSignaturesQuery,
  useSaveSignaturesMutation,
  useCertificateQuery,
} = academyApi;
