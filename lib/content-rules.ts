/**
 * Content, community and profiles: wire shapes, plain constants and file addresses shared by the
 * server and the screens. No zod here, so pages that import it stay small; the zod contracts live in
 * lib/contracts/<area>.ts, which re-export the types of their area from here.
 */

export const BLOG_PART_TYPES = ['text', 'heading', 'image', 'video'] as const;
export type BlogPartType = (typeof BLOG_PART_TYPES)[number];

/** One part of a post body, in order. Text parts hold HTML that the server sanitised; embeds carry name and url. */
export interface BlogBodyPart {
  index: number;
  type: BlogPartType;
  content: string;
  /** Image: the stored file name; video: its title. */
  name?: string;
  /** Image: where it is served; video: the video's address. */
  url?: string;
}

export interface BlogAuthorView {
  _id: string;
  name: string;
  username: string | null;
  avatar: string | null;
}

export interface BlogCategoryView {
  _id: string;
  categoryId: string;
  name: string;
  index: number;
  active: boolean;
  /** How many active posts the category has. */
  count: number;
}

export interface BlogListItem {
  _id: string;
  title: string;
  description: string;
  /** Cover image address, or null. */
  url: string | null;
  cover: string | null;
  categoryId: string;
  categoryName: string;
  active: boolean;
  likeNum: number;
  isLiked: boolean;
  isBookmarked: boolean;
  bookmarkId: string | null;
  author: BlogAuthorView | null;
  createdAt: string;
  publishedAt: string | null;
  /** Minutes to read, from the body's length. */
  readMinutes: number;
}

export interface BlogPostView extends BlogListItem {
  body: BlogBodyPart[];
  updatedAt: string;
  /** Community post written by this user and still waiting for approval. */
  pending: boolean;
}

export interface FaqView {
  _id: string;
  faqId: string;
  question: string;
  answer: string;
  index: number;
  categoryId: string | null;
}

export interface FaqCategoryView {
  _id: string;
  categoryId: string;
  name: string;
  index: number;
}

/** Keys of GET /v1/aboutUs, in the order the about page shows them. */
export const ABOUT_SECTIONS = [
  'introduction',
  'strategicPillars',
  'goals',
  'ourStory',
  'products',
  'quickAccess',
  'gallery',
  'instructions',
  'forms',
  'laws',
  'colleagues',
  'holidays',
] as const;
export type AboutSection = (typeof ABOUT_SECTIONS)[number];

/** The path segment of each section's add/edit/remove calls (/v1/aboutUs/{path}/add). */
export const ABOUT_PATHS: Record<AboutSection, string> = {
  introduction: 'introduction',
  strategicPillars: 'strategicpillars',
  goals: 'goals',
  ourStory: 'ourstory',
  products: 'products',
  quickAccess: 'quickAccess',
  gallery: 'gallery',
  instructions: 'instructions',
  forms: 'forms',
  laws: 'laws',
  colleagues: 'colleagues',
  holidays: 'holidays',
};

/**
 * How an entry is named in edit and remove bodies (the spec's names): an id, a stable index, or
 * for colleagues the user's id.
 */
export const ABOUT_KEYS: Record<AboutSection, { key: string; by: 'id' | 'index' | 'userId' }> = {
  introduction: { key: 'introductionId', by: 'id' },
  strategicPillars: { key: 'pillarId', by: 'id' },
  goals: { key: 'goalId', by: 'id' },
  ourStory: { key: 'storyIndex', by: 'index' },
  products: { key: 'productIndex', by: 'index' },
  quickAccess: { key: 'quickAccessId', by: 'id' },
  gallery: { key: 'imageId', by: 'id' },
  instructions: { key: 'instructionId', by: 'id' },
  forms: { key: 'formId', by: 'id' },
  laws: { key: 'lawsIndex', by: 'index' },
  colleagues: { key: 'userId', by: 'userId' },
  holidays: { key: 'holidayId', by: 'id' },
};

export interface TagView {
  _id: string;
  tagId: string;
  name: string;
  top: boolean;
  topIndex: number;
  /** How many users carry the tag. */
  users: number;
}

export const SOCIAL_KEYS = ['instagram', 'telegram', 'linkedin', 'x', 'website'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];
export type SocialMediaView = Partial<Record<SocialKey, string>>;

export const PRIVACY_KEYS = [
  'publicProfile',
  'showBio',
  'showSocialMedia',
  'showTags',
  'showEmail',
  'showGender',
] as const;
export type PrivacyKey = (typeof PRIVACY_KEYS)[number];
export type PrivacyView = Record<PrivacyKey, boolean>;

/**
 * What others see when a user has not chosen: nothing in networking until they opt in (issue 16:
 * new profiles are private; existing members were kept public by migration 0017); once public, bio,
 * links and tags; email and gender hidden.
 */
export const PRIVACY_DEFAULTS: PrivacyView = {
  publicProfile: false,
  showBio: true,
  showSocialMedia: true,
  showTags: true,
  showEmail: false,
  showGender: false,
};

export const GENDERS = ['male', 'female', 'other'] as const;

/** The little that anyone may see of a user: name, username and photo. */
export interface PublicUserCard {
  _id: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  avatar: string | null;
}

/** A user as another user sees them: only what the user's privacy lets out. */
export interface PublicUserView extends PublicUserCard {
  moreDetail: { firstNameFa: string | null; lastNameFa: string | null };
  images: string[];
  /** The profile is private: nothing beyond the card is sent. */
  private: boolean;
  bio?: string;
  socialMedia?: SocialMediaView;
  email?: string | null;
  gender?: string | null;
  tags?: { _id: string; name: string }[];
  userLevelName?: string | null;
}

export interface SearchResult {
  text: string;
  items: {
    _id: string;
    title: string;
    description: string;
    price: number;
    reductionPrice: number;
    cover: string | null;
    available: boolean;
    providerId: string;
    providerName: string;
    kind: 'cafe' | 'space';
  }[];
  blogs: BlogListItem[];
  faqs: FaqView[];
}

// ---------------------------------------------------------------- addresses of stored files

const apiBase = () => process.env.NEXT_PUBLIC_API_BASE || '/api';

/** Where a blog image (cover or body image) is served. */
export const blogPhotoUrl = (name: string) => `${apiBase()}/v1/getphoto/blog/${name}`;

/** Where a user's photo is served; the stored name busts caches when the photo changes. */
export const userPhotoUrl = (userId: string, avatar: string) =>
  `${apiBase()}/v1/getphoto/user/${userId}?v=${avatar.slice(0, 8)}`;

/** Where an about-us file (gallery image, downloadable form) is served. */
export const aboutFileUrl = (name: string) => `${apiBase()}/v1/aboutUs/file/${name}`;
