import { route } from '@/server/http/route';
import { ZSendCode } from '@/lib/contracts/auth';
import { sendCode } from '@/server/services/auth/login';

export default route({
  POST: { auth: 'none', body: ZSendCode, run: ({ body, ip }) => sendCode({ phone: body.phone, ip }) },
});
