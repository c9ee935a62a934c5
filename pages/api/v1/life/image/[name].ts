import { storedFileRoute } from '@/server/http/stored-file';
import { lifeImage } from '@/server/services/life/life-image';

/** GET /v1/life/image/{name}: a life post's photo (names are content-addressed, so cached for good). */
export default storedFileRoute({ param: 'name', read: (name) => lifeImage({ name }) });
