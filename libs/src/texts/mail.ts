/**
 * The mails the product sends: the password-reset link (RULES, accounts and security) and the notice to
 * the owner of an address someone tried to sign up with (sign-up never tells who has an account).
 */
import { PRODUCT_NAME } from '../constants.js';

export const passwordResetMail = (firstName: string, link: string) => ({
  subject: `Reset your ${PRODUCT_NAME} password`,
  text: [
    `Aloha ${firstName},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.`,
    'Open this link within one hour to choose a new password. It works once:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this email: your password stays the same.',
  ].join('\n'),
});

export const existingAccountMail = (firstName: string, signInLink: string) => ({
  subject: `Someone tried to create a ${PRODUCT_NAME} account with your address`,
  text: [
    `Aloha ${firstName},`,
    '',
    `Someone (perhaps you) just tried to create a new ${PRODUCT_NAME} account with this email address. You already have one, so nothing was created.`,
    '',
    `Sign in at ${signInLink}. If you forgot your password, choose "Forgot your password?" there to reset it.`,
    '',
    'If this was not you, you can ignore this email: your account is unchanged.',
  ].join('\n'),
});
