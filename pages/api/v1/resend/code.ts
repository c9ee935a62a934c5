import { route } from '@/server/http/route';
import { ZResendCode } from '@/lib/contracts/auth';
import { resendCode } from '@/server/services/auth/login';

export default route({
  POST: { auth: 'none', body: ZResendCode, run: ({ body, ip }) => resendCode({ verifyToken: body.verifyToken, ip }) },
});
