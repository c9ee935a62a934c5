export { rewardReferral } from './reward-referral';
export { listReferralPolicies, editReferralPolicy } from './referral-policies';
