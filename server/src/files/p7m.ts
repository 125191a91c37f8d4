/** DER of the OID 1.2.840.113549.1.7.2 (PKCS#7 / CMS signedData), tag and length included. */
const SIGNED_DATA_OID = [0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02];
const PEM_HEADER = /^-----BEGIN [A-Z0-9 #]+-----/;
/** Enough base64 to cover the outer header and the OID (at most 6 + 11 bytes). */
const BASE64_CHARS = 32;

/** A signed P7M: a ContentInfo of type signedData, in DER/BER or in base64 with or without a PEM header. */
export function isSignedP7m(head: Uint8Array): boolean {
  return startsWithSignedData(head) || startsWithSignedData(decodeBase64Start(head));
}

function startsWithSignedData(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0x30) return false;
  const offset = contentOffset(bytes[1]);
  return offset !== undefined && SIGNED_DATA_OID.every((byte, i) => bytes[offset + i] === byte);
}

/** Where the SEQUENCE's content starts: short length, BER indefinite length (0x80), or 1 to 4 length bytes. */
function contentOffset(lengthByte: number | undefined): number | undefined {
  if (lengthByte === undefined || lengthByte > 0x84) return undefined;
  return lengthByte <= 0x80 ? 2 : 2 + (lengthByte - 0x80);
}

function decodeBase64Start(head: Uint8Array): Uint8Array {
  const text = Buffer.from(head.subarray(0, 1024)).toString('latin1').trimStart().replace(PEM_HEADER, '');
  const base64 = text.replace(/\s+/g, '').slice(0, BASE64_CHARS);
  return /^[A-Za-z0-9+/]+$/.test(base64) ? Buffer.from(base64, 'base64') : new Uint8Array();
}
