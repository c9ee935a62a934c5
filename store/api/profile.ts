import type { z } from 'zod';
import type { EditableProfile, ZProfileEdit } from '@/lib/contracts/profile';
import type { PublicUserView } from '@/lib/contracts/users';
import { api } from './base';

const withTags = api.enhanceEndpoints({ addTagTypes: ['MyProfile', 'PublicUser'] });

/** The signed-in customer's own profile, and other members' public profiles. */
export const profileApi = withTags.injectEndpoints({
  endpoints: (b) => ({
    myProfile: b.query<EditableProfile, void>({
      query: () => ({ url: '/v1/profile/edit' }),
      providesTags: ['MyProfile'],
    }),
    editProfile: b.mutation<EditableProfile, z.input<typeof ZProfileEdit>>({
      query: (data) => ({ url: '/v1/profile/edit', method: 'POST', data }),
      invalidatesTags: ['MyProfile', 'Me', 'PublicUser'],
    }),
    removeAvatar: b.mutation<EditableProfile, void>({
      query: () => ({ url: '/v1/profile/avatar', method: 'DELETE', data: {} }),
      invalidatesTags: ['MyProfile', 'Me', 'PublicUser'],
    }),
    randomPublicUsers: b.query<{ users: PublicUserView[]; total: number }, void>({
      query: () => ({ url: '/v1/user/random/public' }),
      providesTags: ['PublicUser'],
    }),
    searchPublicUsers: b.query<
      { users: PublicUserView[]; total: number },
      { page: number; text?: string; tagId?: string }
    >({
      query: ({ page, ...params }) => ({ url: `/v1/user/public/search/${page}-20`, params }),
      providesTags: ['PublicUser'],
    }),
  }),
});

export const {
  useMyProfileQuery,
  useEditProfileMutation,
  useRemoveAvatarMutation,
  useRandomPublicUsersQuery,
  useSearchPublicUsersQuery,
} = profileApi;
