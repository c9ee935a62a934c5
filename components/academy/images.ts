/**
 * The address of an academy image (an event's cover, a teacher's photo, a signature): the upload
 * answers a path the API serves; an absolute address is kept as it is.
 */
export function academyImage(image: string | null | undefined): string | null {
  if (!image) return null;
  if (/^(https?:)?\//.test(image)) return image;
  return `${process.env.NEXT_PUBLIC_API_BASE || '/api'}/v1/event/image/${encodeURIComponent(image)}`;
}
