import { Packer, type Document } from 'docx';
import type { FastifyReply } from 'fastify';
import { contentDisposition, rispostaFile } from '../../../http/download';
import { DOCX_CONTENT_TYPE } from './elementi';

export const RispostaDocx = rispostaFile('Documento Word (.docx)', [DOCX_CONTENT_TYPE]);

/**
 * docx assembles the whole archive in memory (a letter is a few kilobytes): it goes out in one piece, with its length.
 */
export async function inviaDocx(reply: FastifyReply, nomeFile: string, documento: Document) {
  const contenuto = await Packer.toBuffer(documento);
  return reply.type(DOCX_CONTENT_TYPE).header('content-disposition', contentDisposition(nomeFile)).send(contenuto);
}
