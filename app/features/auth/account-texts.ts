/** The spec's account texts (part 1 §2, §8) that are not validation messages. */
export const ACCOUNT_TEXTS = {
  signInFailed: "Sign in failed. Please check your credentials and try again.",
  adminSignInFailed: "Authentication failed. Please check your credentials and try again.",
  registrationFailed: "Registration failed. Please try again.",
  registrationRestricted: "Registration is only available from the main application domain.",
  adminRestricted: "Administrative access is only available from the main application domain.",
} as const;

export const TOAST_TITLES = {
  signInFailed: "Sign In Failed",
  authenticationFailed: "Authentication Failed",
  accessDenied: "Access Denied",
  registrationFailed: "Registration Failed",
  validationError: "Validation Error",
  resetFailed: "Reset Failed",
  updateFailed: "Update Failed",
  welcomeBack: "Welcome back!",
  registrationSuccessful: "Registration Successful!",
  resetLinkSent: "Reset Link Sent!",
  passwordUpdated: "Password Updated!",
} as const;
