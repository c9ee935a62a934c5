import ProfileEditForm from '@/components/profile/ProfileEditForm';

/** /profile/edit: the member edits their profile (also the 'complete profile' path). */
export default function ProfileEditPage() {
  return <ProfileEditForm />;
}
