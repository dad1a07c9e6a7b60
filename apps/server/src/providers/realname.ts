/** Checks that a real name belongs to a resident ID (the ID's checksum and date are checked before). */
export interface RealNameVerifier {
  readonly name: string;
  verify(realName: string, idNumber: string): Promise<boolean>;
}

/** Default: the GB 11643 checksum and birth date are all we can check without a third party. */
export class ChecksumOnlyVerifier implements RealNameVerifier {
  readonly name = 'checksum';
  async verify() {
    return true;
  }
}
