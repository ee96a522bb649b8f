import { describe, expect, it } from 'vitest';
import { en } from './messages';

/**
 * The spec's texts, copied here by hand from back-office-spec.md sections 5 and 8 (spelling and capitals
 * included, e.g. 'Sucessfully Added'), so that a change to the catalogue that drifts from the spec fails.
 */
describe('message catalogue matches the spec', () => {
  it('has exactly the success toasts of section 8, plus the 500 message', () => {
    expect(en.toast).toEqual({
      loggedIn: 'Successfully logged in.',
      loggedOut: 'Successfully logged out.',
      userActivated: 'User activated successfully.',
      userDeactivated: 'User deactivated successfully.',
      userCreated: 'User created successfully.',
      userUpdated: 'User updated successfully.',
      adminCreated: 'Admin created successfully.',
      adminUpdated: 'Admin updated successfully.',
      templateUpdated: 'Updated Successfully',
      detailsUpdated: 'Details updated successfully.',
      passwordChanged: 'Password changed successfully.',
      added: 'Sucessfully Added',
      deviceDeleted: 'Device deleted successfully.',
      deviceActivated: 'Device activated successfully.',
      deviceDeactivated: 'Device deactivated successfully.',
      fileUploaded: 'File uploaded successfully.',
      somethingWrong: 'Oops something went wrong...',
    });
  });

  it('has exactly the confirm dialog texts of section 8', () => {
    expect(en.confirm).toEqual({
      title: 'Are you sure?',
      activateUser: 'You want to activate this User!',
      deactivateUser: 'You want to deactivate this User!',
      removeDevice: 'Are you sure you want to Remove the Device?',
      activateDevice: 'You want to activate this Device!',
      deactivateDevice: 'You want to deactivate this Device!',
      yes: 'Yes',
      cancel: 'Cancel',
    });
  });

  it('has every quoted validation message of section 5', () => {
    const v = en.validation;
    expect({
      emailRequired: v.emailRequired,
      emailInvalid: v.emailInvalid,
      passwordTooShort: v.passwordTooShort,
      passwordInvalid: v.passwordInvalid,
      fullNameRequired: v.fullNameRequired,
      userNameRequired: v.userNameRequired,
      userEmailInvalid: v.userEmailInvalid,
      passwordNotMatch: v.passwordNotMatch,
      oldPasswordRequired: v.oldPasswordRequired,
      newPasswordRequired: v.newPasswordRequired,
      confirmPasswordRequired: v.confirmPasswordRequired,
      passwordsNotMatching: v.passwordsNotMatching,
      audioTooLong: v.audioTooLong,
      audioRequired: v.audioRequired,
      audioNameRequired: v.audioNameRequired,
      audioGap: v.audioGap,
      csvOnly: v.csvOnly,
      csvRequired: v.csvRequired,
    }).toEqual({
      emailRequired: 'Email is Required.',
      emailInvalid: 'Enter Valid Email.',
      passwordTooShort: 'Password Should Contain Minimum 8 Character',
      passwordInvalid: 'Please Enter Your Valid Password.',
      fullNameRequired: 'Please Enter Full Name.',
      userNameRequired: 'Please choose a username.',
      userEmailInvalid: 'Please Enter valid Email Id.',
      passwordNotMatch: 'Password not match',
      oldPasswordRequired: 'Old Password Is Required.',
      newPasswordRequired: 'New Password Is Required.',
      confirmPasswordRequired: 'Confirm Password Is Required.',
      passwordsNotMatching: "Passwords aren't matching",
      audioTooLong: 'Warning Audio should be less than 30 seconds.',
      audioRequired: 'Enter Recording Audio',
      audioNameRequired: 'Please Enter Warning Audio Name.',
      audioGap: 'Two warning recordings should have minimum gap of 5 minutes',
      csvOnly: 'Only CSV files are allowed',
      csvRequired: 'Please select CSV file.',
    });
  });
});
