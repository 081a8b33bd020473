// GET /audio/:file (synthesized speech, cached by content hash) and GET /common-voice-audio/:file (native
// clips). Only plain file names are served: no separators, no dot-segments, so nothing outside the two folders
// can be reached. Range requests (206) let browsers seek and stream; names that are content hashes never
// change, so they are cached for a year. A synthesized file that a chat answer named but that is not on disk
// yet is made on this first request (a few tens of milliseconds) and read from disk ever after. A Fastify
// plugin; both routes are open to everyone (no preHandler).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Speech } from '@vuga/tutor/speech';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../plugins/errors.ts';

export const AUDIO_TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.wav': 'audio/wav',
  '.webm': 'audio/webm',
  '.m4a': 'audio/mp4',
};

/** A plain file name: starts with a letter or digit, then letters, digits, '.', '_' or '-'. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
/** A name that is a content hash (hex, 16–128 digits): its bytes never change. */
const CONTENT_HASHED = /^[a-f0-9]{16,128}\.[a-z0-9]+$/;

const YEAR = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';

interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses a single `bytes=` range against a file size. Returns undefined to serve the whole file (no header,
 * several ranges, or a syntax the RFC says to ignore) and 'unsatisfiable' for a range outside the file.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Makes a missing file if it can: resolves false when it does not know the name. */
type Produce = (file: string, request: FastifyRequest) => Promise<boolean>;

async function sendAudio(dir: string, request: FastifyRequest, reply: FastifyReply, produce?: Produce) {
  const { file } = request.params as { file: string };
  if (!SAFE_NAME.test(file)) {
    throw new HttpError(400, 'file must be a plain file name (letters, digits, ".", "_" or "-").');
  }
  const type = AUDIO_TYPES[extname(file).toLowerCase()];
  if (!type) throw new HttpError(404, `No audio file ${file}.`);
  const path = join(dir, file);
  let info = await stat(path).catch(() => null);
  if (!info && produce && (await produce(file, request))) info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new HttpError(404, `No audio file ${file}.`);

  const hashed = CONTENT_HASHED.test(file);
  const etag = hashed
    ? `"${file}"`
    : `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply
    .header('content-type', type)
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', info.mtime.toUTCString())
    .header('cache-control', hashed ? YEAR : DAY);

  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }

  // If-Range with another validator means the client's partial copy is stale: send it all.
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? undefined : parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${info.size}`)
      .header('content-type', 'application/json; charset=utf-8')
      .send({
        error: `The requested range is outside the file (${info.size} bytes).`,
      });
  }
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(path, range));
  }
  return reply.header('content-length', info.size).send(createReadStream(path));
}

/** Synthesis on first request; a failure is the speech engine's (503), never the server's (500). */
function synthesizeOnRequest(speech: Speech): Produce {
  return async (file, request) => {
    if (!CONTENT_HASHED.test(file)) return false;
    try {
      return (await speech.ensure(file)) !== null;
    } catch (error) {
      // espeak-ng failing or timing out, or the cache folder not writable: either way the engine's fault.
      request.log.error({ err: error, file }, 'speech synthesis failed');
      throw new HttpError(503, 'Speech synthesis failed for this word; please try again later.');
    }
  };
}

export interface AudioOptions {
  /** Synthesised speech files. */
  audioDir: string;
  /** Native recordings (Common Voice clips). */
  clipsDir: string;
  /** Makes a synthesised file on its first request; none: only what is on disk is served. */
  speech?: Speech;
}

async function audio(app: FastifyInstance, { audioDir, clipsDir, speech }: AudioOptions) {
  const produce = speech ? synthesizeOnRequest(speech) : undefined;
  app.get('/audio/:file', (request, reply) => sendAudio(audioDir, request, reply, produce));
  app.get('/common-voice-audio/:file', (request, reply) => sendAudio(clipsDir, request, reply));
}

/** The routes as a plugin (`app.register(audioRoutes, options)`), kept on the app as dashboards.ts's are. */
export const audioRoutes = fp(audio, { name: 'audio-routes' });
