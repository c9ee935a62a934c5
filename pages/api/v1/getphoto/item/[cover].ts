import { storedFileRoute } from '@/server/http/stored-file';
import { itemPhoto } from '@/server/services/menu/photo';

// Covers may be SVG: never let one run script or load anything.
export default storedFileRoute({ param: 'cover', read: itemPhoto, inlineStyles: true });
