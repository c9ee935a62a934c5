import { storedFileRoute } from '@/server/http/stored-file';
import { aboutFile } from '@/server/services/about-us/about-file';

export default storedFileRoute({
  param: 'name',
  read: (name) => aboutFile({ name }),
  inlineStyles: true,
  pdfInline: true,
});
