import { route } from '@/server/http/route';
import { ZSendCode } from '@/lib/contracts/auth';
import { sendCode } from '@/server/services/auth/send-code';
import { readDevice } from '@/server/auth/device';

export default route({
  POST: {
    auth: 'none',
    body: ZSendCode,
    run: ({ body, ip, req }) => sendCode({ phone: body.phone, ip, device: readDevice(req) }),
  },
});
