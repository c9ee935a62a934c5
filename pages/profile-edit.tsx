import type { GetServerSideProps } from 'next';

/** /profile-edit (an older link) opens /profile/edit, keeping where to go next. */
export const getServerSideProps: GetServerSideProps = async ({ query }) => {
  const next =
    typeof query.next === 'string' && query.next.startsWith('/') && !query.next.startsWith('//')
      ? `?next=${encodeURIComponent(query.next)}`
      : '';
  return { redirect: { destination: `/profile/edit${next}`, permanent: false } };
};

export default function ProfileEditRedirect() {
  return null;
}
