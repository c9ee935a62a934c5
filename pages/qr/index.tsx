import type { GetServerSideProps } from 'next';

/** /qr without a table id: nothing to seat, so open the menu. */
export const getServerSideProps: GetServerSideProps = async () => ({
  redirect: { destination: '/menu', permanent: false },
});

export default function QrIndex() {
  return null;
}
