// E-mail verification codes (sign-up and unauthenticated submissions) and e-mail confirmation links.

export interface SendVerificationCodeRequest {
  email: string;
}

export interface ValidateVerificationCodeRequest {
  email: string;
  verificationCode: string;
}

export interface ValidateVerificationCodeResponse {
  isValid: boolean;
}

/** POST /userAccount/actions/confirmEmail: the link's verificationCode travels as `code`. */
export interface ConfirmEmailRequest {
  email: string;
  code: string;
}
