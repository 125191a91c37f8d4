import { webcrypto } from 'node:crypto';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import signpdf from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import {
  Attribute,
  AttributeTypeAndValue,
  Certificate,
  ContentInfo,
  EncapsulatedContentInfo,
  IssuerAndSerialNumber,
  SignedAndUnsignedAttributes,
  SignedData,
  SignerInfo,
} from 'pkijs';
import { samplePdf } from './file-samples';

/** A signer's certificate made in the test, as an Italian qualified one names a person (ETSI EN 319 412-1). */
export interface Firmatario {
  readonly certificato: Certificate;
  readonly chiave: CryptoKey;
}

export interface DatiCertificato {
  readonly nome: string;
  readonly cognome: string;
  /** Written in serialNumber as given: `TINIT-RSSMRA80A01H501U` or `IT:RSSMRA80A01H501U`. */
  readonly numeroSeriale: string;
  readonly dal: Date;
  readonly al: Date;
  /** Who issues it (a test CA); none: self-signed. */
  readonly emittente?: Firmatario;
}

const ALGORITMO = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
};

const voce = (type: string, valore: string, tipo: typeof asn1js.Utf8String | typeof asn1js.PrintableString) =>
  new AttributeTypeAndValue({ type, value: new tipo({ value: valore }) });

export async function certificatoDiProva(dati: DatiCertificato): Promise<Firmatario> {
  const { privateKey, publicKey } = await crypto.subtle.generateKey(ALGORITMO, true, ['sign', 'verify']);
  const certificato = new Certificate();
  certificato.version = 2;
  certificato.serialNumber = new asn1js.Integer({ value: Math.floor(Math.random() * 1e9) });
  const nomi = [
    voce('2.5.4.6', 'IT', asn1js.PrintableString),
    voce('2.5.4.42', dati.nome, asn1js.Utf8String),
    voce('2.5.4.4', dati.cognome, asn1js.Utf8String),
    voce('2.5.4.5', dati.numeroSeriale, asn1js.PrintableString),
    voce('2.5.4.3', `${dati.nome} ${dati.cognome}`, asn1js.Utf8String),
  ];
  certificato.subject.typesAndValues.push(...nomi);
  certificato.issuer.typesAndValues.push(...(dati.emittente?.certificato.subject.typesAndValues ?? nomi));
  certificato.notBefore.value = dati.dal;
  certificato.notAfter.value = dati.al;
  await certificato.subjectPublicKeyInfo.importKey(publicKey);
  await certificato.sign(dati.emittente?.chiave ?? privateKey, 'SHA-256');
  return { certificato, chiave: privateKey };
}

const attributo = (type: string, valore: asn1js.AsnType) => new Attribute({ type, values: [valore] });

/**
 * A CMS signedData of `contenuto` by `firmatari` (parallel signatures when more than one), detached or not, with the
 * signed attributes CAdES-BES asks for and the signing time when given (PAdES keeps it in the signature dictionary).
 */
export async function firmaCms(
  contenuto: Uint8Array,
  firmatari: Firmatario | readonly Firmatario[],
  { firmatoIl, staccata = false }: { firmatoIl?: Date; staccata?: boolean } = {},
): Promise<Buffer> {
  const tutti = Array.isArray(firmatari) ? firmatari : [firmatari as Firmatario];
  const impronta = await webcrypto.subtle.digest('SHA-256', contenuto);
  const signed = new SignedData({
    version: 1,
    encapContentInfo: new EncapsulatedContentInfo({
      eContentType: '1.2.840.113549.1.7.1',
      ...(staccata ? {} : { eContent: new asn1js.OctetString({ valueHex: contenuto }) }),
    }),
    signerInfos: tutti.map(
      ({ certificato }) =>
        new SignerInfo({
          version: 1,
          sid: new IssuerAndSerialNumber({ issuer: certificato.issuer, serialNumber: certificato.serialNumber }),
          signedAttrs: new SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              attributo('1.2.840.113549.1.9.3', new asn1js.ObjectIdentifier({ value: '1.2.840.113549.1.7.1' })),
              ...(firmatoIl ? [attributo('1.2.840.113549.1.9.5', new asn1js.UTCTime({ valueDate: firmatoIl }))] : []),
              attributo('1.2.840.113549.1.9.4', new asn1js.OctetString({ valueHex: impronta })),
            ],
          }),
        }),
    ),
    certificates: tutti.map(({ certificato }) => certificato),
  });
  // The digest is in the signed attributes: what is signed is their encoding, whatever the content.
  for (const [i, { chiave }] of tutti.entries()) await signed.sign(chiave, i, 'SHA-256');
  const info = new ContentInfo({ contentType: '1.2.840.113549.1.7.2', content: signed.toSchema(true) });
  return Buffer.from(info.toSchema().toBER(false));
}

/** A `.p7m`: the document inside its CAdES envelope. */
export const firmaCades = (
  contenuto: Uint8Array,
  firmatari: Firmatario | readonly Firmatario[],
  firmatoIl = new Date(),
) => firmaCms(contenuto, firmatari, { firmatoIl });

class FirmaDiProva extends Signer {
  constructor(private readonly firmatario: Firmatario) {
    super();
  }

  async sign(pdf: Buffer): Promise<Buffer> {
    return firmaCms(pdf, this.firmatario, { staccata: true });
  }
}

/**
 * A PDF signed PAdES by `firmatario`: @signpdf's placeholder and byte ranges, the CMS detached over them, the signing
 * time in the dictionary's /M.
 */
export async function firmaPades(
  firmatario: Firmatario,
  { pdf = samplePdf(), firmatoIl = new Date() }: { pdf?: Buffer; firmatoIl?: Date } = {},
): Promise<Buffer> {
  const conSegnaposto = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: 'Dichiarazione del rappresentante legale',
    contactInfo: 'mario.rossi@example.it',
    name: 'Mario Rossi',
    location: 'Roma',
    signingTime: firmatoIl,
  });
  return signpdf.sign(conSegnaposto, new FirmaDiProva(firmatario));
}
