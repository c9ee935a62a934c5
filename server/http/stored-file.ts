import { z } from 'zod';
import { route } from './route';

/** A file the app keeps (a photo, a document) as a service returns it. */
export interface StoredFile {
  data: Buffer | Uint8Array;
  contentType: string;
}

/**
 * The public GET route of a stored file named by one query parameter: no session, the file's own
 * content type, a sandboxing Content-Security-Policy (files may be SVG: no script, nothing loaded) and
 * the name's content-addressed caching.
 * - `param`: the query parameter holding the name (max 64 characters).
 * - `inlineStyles`: lets the file use inline styles (SVG demo images, about-us documents).
 * - `versioned`: the name is an id whose `?v=` link changes with the file; only such a link is kept for
 *   good, a bare address is rechecked (a user's photo).
 * - `pdfInline`: a PDF opens in the browser under its own name.
 */
export function storedFileRoute(o: {
  param: string;
  read: (name: string) => Promise<StoredFile>;
  nameSchema?: z.ZodType<string>;
  inlineStyles?: boolean;
  versioned?: boolean;
  pdfInline?: boolean;
}) {
  const name = o.nameSchema ?? z.string().max(64);
  // The query's values come out of the schema typed: the name under `o.param`, and the `?v=` of a versioned
  // link (ignored on other routes).
  const query = z.intersection(
    z.object({ [o.param]: name }).transform((q) => ({ fileName: q[o.param] })),
    z
      .object({
        v: o.versioned
          ? z.string().max(16).optional()
          : z
              .unknown()
              .optional()
              .transform(() => undefined),
      })
      .transform((q) => ({ version: q.v })),
  );
  const csp = o.inlineStyles ? "default-src 'none'; style-src 'unsafe-inline'; sandbox" : "default-src 'none'; sandbox";
  return route({
    GET: {
      auth: 'none',
      query,
      run: async ({ query: { fileName, version }, res }) => {
        const { data, contentType } = await o.read(fileName);
        res.setHeader('Content-Type', contentType);
        const keep = !o.versioned || version;
        res.setHeader('Cache-Control', keep ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('Content-Security-Policy', csp);
        if (o.pdfInline && contentType === 'application/pdf') {
          res.setHeader('Content-Disposition', `inline; filename="${fileName}"`);
        }
        res.status(200).send(data);
      },
    },
  });
}
