import { route } from '@/server/http/route';
import { ZPhoneVerification } from '@/lib/contracts/auth';
import { verifyPhone } from '@/server/services/auth/login';
import { setSessionCookie } from '@/server/http/cookies';

export default route({
  POST: {
    auth: 'none',
    body: ZPhoneVerification,
    run: async ({ body, ip, res }) => {
      const { token, maxAgeSeconds, status, user } = await verifyPhone({ input: body, ip });
      setSessionCookie(res, token, maxAgeSeconds);
      return { token, status, userId: user._id, user };
    },
  },
});
