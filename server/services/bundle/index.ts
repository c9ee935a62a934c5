export { planBundleCoverage, consumeBundles, releaseBundleUses } from './use-bundles';
export { createBundle, editBundle, changeBundleActivation } from './save-bundle';
export { listBundles, listProviderBundles, myBundles } from './list-bundles';
export { purchaseBundle } from './purchase-bundle';
export { activateUserBundle } from './activate-user-bundle';
export { toBundleViews, toUserBundleViews } from './bundle-view';
