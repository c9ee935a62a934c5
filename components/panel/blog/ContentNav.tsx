import { useRouter } from 'next/router';
import { can, type AccessFlag } from '@/lib/permissions';
import type { AuthUser } from '@/store/slices/authSlice';
import PanelNav from '../PanelNav';

const NAV: { href: string; label: string; flag: AccessFlag; match: RegExp }[] = [
  { href: '/panel/blog', label: 'نوشته‌های بلاگ', flag: 'blog', match: /^\/panel\/blog(\/edit|\/create)?$/ },
  { href: '/panel/blog/category', label: 'دسته‌بندی‌های بلاگ', flag: 'blog', match: /^\/panel\/blog\/category/ },
  { href: '/panel/addFaq', label: 'سوالات متداول', flag: 'faq', match: /^\/panel\/addFaq/ },
  { href: '/panel/aboutUs', label: 'درباره ما', flag: 'aboutUs', match: /^\/panel\/aboutUs/ },
  { href: '/panel/tags', label: 'برچسب‌ها', flag: 'tags', match: /^\/panel\/tags/ },
  { href: '/panel/topTags', label: 'برچسب‌های برتر', flag: 'tags', match: /^\/panel\/topTags/ },
];

/** Links between the content panels the user may open (PanelGuard's `nav` on every content page). */
export default function ContentNav({ user }: { user: AuthUser }) {
  const { pathname } = useRouter();
  const links = NAV.filter((n) => can(user, n.flag)).map((n) => ({
    href: n.href,
    label: n.label,
    on: n.match.test(pathname),
  }));
  return <PanelNav label="پنل محتوا" links={links} />;
}
