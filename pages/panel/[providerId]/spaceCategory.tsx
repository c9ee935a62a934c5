import BranchPanelPage from '@/components/panel/BranchPanelPage';
import SpaceCategoryAdmin from '@/components/panel/space/SpaceCategoryAdmin';

/** /panel/{providerId}/spaceCategory: the branch's workspace categories. */
export default function SpaceCategoryPage() {
  return (
    <BranchPanelPage flag="menu" title="دسته‌بندی فضاها">
      {({ providerId }) => <SpaceCategoryAdmin providerId={providerId} />}
    </BranchPanelPage>
  );
}
