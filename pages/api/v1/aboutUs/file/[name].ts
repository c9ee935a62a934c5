import { storedFileRoute } from '@/server/http/stored-file';
import { aboutFile } from '@/server/services/about-us';

export default storedFileRoute({ param: 'name', read: aboutFile, inlineStyles: true, pdfInline: true });
