import { sha256Hex } from '#provider/platform/member-token.ts';

/**
 * Codes and passwords are stored as sha256(program ':' CODE): a code of one program means nothing in another,
 * and letter case does not matter (the programs' help says so; diners type codes from printed passes).
 */
export const accessCodeHash = (program: string, code: string) => sha256Hex(`${program}:${code.toUpperCase()}`);
