import CommunityComposer from '@/components/blog/CommunityComposer';

/** /blog/create: a signed-in member writes a community post. */
export default function BlogCreatePage() {
  return <CommunityComposer />;
}
