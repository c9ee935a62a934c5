import { useRouter } from 'next/router';
import ContentNav from '@/components/panel/blog/ContentNav';
import { AboutItemForm } from '@/components/panel/about-us/AboutItemForm';
import { SECTION_UI, sectionOfPage } from '@/components/panel/about-us/sections';
import PanelGuard, { PanelNotice } from '@/components/panel/PanelGuard';

/** /panel/aboutUs/{section}/{id}: edit one entry (the spec's quickAccess/{id} and strategicPillars/{id}, and the same for every section). */
export default function PanelAboutEditPage() {
  const { query, isReady } = useRouter();
  const section = sectionOfPage(String(query.section ?? ''));
  const id = typeof query.id === 'string' ? query.id : null;
  return (
    <PanelGuard nav={ContentNav} flag="aboutUs" title={section ? SECTION_UI[section].title : 'درباره ما'}>
      {() =>
        !isReady ? null : section && id ? (
          <AboutItemForm key={id} section={section} itemId={id} />
        ) : (
          <PanelNotice tone="error">موردی یافت نشد.</PanelNotice>
        )
      }
    </PanelGuard>
  );
}
