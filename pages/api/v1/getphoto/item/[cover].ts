import { storedFileRoute } from '@/server/http/stored-file';
import { itemPhoto } from '@/server/services/menu/get-item-photo';

// Covers may be SVG: never let one run script or load anything.
export default storedFileRoute({ param: 'cover', read: (name) => itemPhoto({ name }), inlineStyles: true });
