export { listUsers, listProfiles } from './list-users';
export { getAdminUser, addUser, editUser, setUserFlag } from './manage-user';
export { invitedUsers, userOrders, registeredCount } from './activity';
export { streamUsersExcel, writeUsersXlsx, registerUsersFromExcel } from './excel';
export { panelToday } from './panel-today';
