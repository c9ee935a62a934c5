import { ABOUT_PATHS, ABOUT_SECTIONS, type AboutSection } from '@/lib/contracts/about-us';
import { AppError } from '../../http/errors';

/** The section a path segment names (/v1/aboutUs/{segment}/add), case-insensitively. */
export function sectionOf(segment: string): AboutSection {
  const s = segment.toLowerCase();
  const hit = ABOUT_SECTIONS.find((k) => k.toLowerCase() === s || ABOUT_PATHS[k].toLowerCase() === s);
  if (!hit) throw new AppError('ABOUT_SECTION_UNKNOWN');
  return hit;
}
