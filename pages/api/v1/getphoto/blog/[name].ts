import { storedFileRoute } from '@/server/http/stored-file';
import { storedImage } from '@/server/services/blog/image';

// Demo images are SVG: never let one run script or load anything.
export default storedFileRoute({ param: 'name', read: (name) => storedImage({ name }), inlineStyles: true });
