import { route } from '@/server/http/route';
import { ZPhoneVerification } from '@/lib/contracts/auth';
import { verifyPhone } from '@/server/services/auth/verify-phone';
import { setSessionCookie } from '@/server/http/cookies';
import { readDevice, setDeviceCookie } from '@/server/auth/device';

export default route({
  POST: {
    auth: 'none',
    body: ZPhoneVerification,
    run: async ({ body, ip, req, res }) => {
      const { token, maxAgeSeconds, status, user, deviceToken } = await verifyPhone({
        input: body,
        ip,
        device: readDevice(req),
      });
      setSessionCookie(res, token, maxAgeSeconds);
      setDeviceCookie(res, deviceToken);
      return { token, status, userId: user._id, user };
    },
  },
});
