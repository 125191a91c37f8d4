import type { FastifyReply } from 'fastify';

/** Adds a header to those a browser on another origin may read, keeping the ones already listed. */
export function exposeHeader(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('access-control-expose-headers') ?? '');
  const names = current
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (!names.some((item) => item.toLowerCase() === name.toLowerCase())) names.push(name);
  reply.header('access-control-expose-headers', names.join(', '));
}
