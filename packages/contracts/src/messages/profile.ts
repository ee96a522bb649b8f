/** Texts of profile (part of `en`; see ../messages.ts). */
export const profileMessages = {
  myProfileTitle: 'My Profile',
  fullName: 'Full name',
  email: 'Email',
  joiningDate: 'Joining date',
  editProfile: 'Edit Profile',
  changePassword: 'Change Password',
  cancel: 'Cancel',
  update: 'Update',
  oldPassword: 'Old password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  profileTitle: 'Profile',
  role: 'Role',
  roleNames: { 2: 'Super admin', 3: 'Admin', 6: 'App user' } as Record<number, string>,
};
