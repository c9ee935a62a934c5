export { listAdmins, addAdmin, editAdmin, removeAdmin } from './admins';
export { listStaff, addStaff, editStaff, removeStaff } from './provider-staff';
export { currentShift, startShift, finishShift, listShifts, getShift, shiftReport, branchToday } from './shifts';
export { createCounterOrder } from './counter-order';
