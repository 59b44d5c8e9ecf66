/** Formats that several forms check (spec 1 §5, spec 3 §5), each defined once. */

/** A mainland mobile number. */
export const MOBILE = /^1[3-9]\d{9}$/;
/** A landline (area code, number, optional extension) or a mobile number. */
export const LANDLINE_OR_MOBILE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;
/** A QQ number: 5 to 15 digits, not starting with 0. */
export const QQ = /^[1-9]\d{4,14}$/;
export const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
/** A unified social credit code: 18 characters, digits and capitals without I, O, S, V, Z (GB 32100). */
export const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
