import { route } from '@/server/http/route';
import { ZRegister } from '@/lib/contracts/auth';
import { register } from '@/server/services/auth/register';
import { readDevice } from '@/server/auth/device';
import { SHORT_LINK_COOKIE } from '@/server/http/cookies';

// The spec sends the register form as multipart; route() reads it itself.
export const config = { api: { bodyParser: false } };

export default route({
  POST: {
    auth: 'none',
    body: ZRegister,
    accepts: ['multipart'],
    maxBodyBytes: 64_000,
    run: ({ body, ip, req }) =>
      register({
        input: { ...body, shortLinkRefId: body.shortLinkRefId ?? req.cookies?.[SHORT_LINK_COOKIE] },
        ip,
        device: readDevice(req),
      }),
  },
});
