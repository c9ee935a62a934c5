import { route } from '@/server/http/route';
import { getAboutUs } from '@/server/services/about-us/get-about-us';

export default route({
  GET: { auth: 'none', run: () => getAboutUs() },
});
