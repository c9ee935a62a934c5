import { route } from '@/server/http/route';
import { logout } from '@/server/services/auth/logout';
import { clearSessionCookie } from '@/server/http/cookies';

export default route({
  POST: {
    auth: 'optional',
    run: async ({ user, res }) => {
      if (user) await logout({ sessionId: user.sessionId });
      clearSessionCookie(res);
      return { success: true };
    },
  },
});
