import { route } from '@/server/http/route';
import { ZResendCode } from '@/lib/contracts/auth';
import { resendCode } from '@/server/services/auth/otp';
import { readDevice } from '@/server/auth/device';

export default route({
  POST: {
    auth: 'none',
    body: ZResendCode,
    run: ({ body, ip, req }) => resendCode({ verifyToken: body.verifyToken, ip, device: readDevice(req) }),
  },
});
