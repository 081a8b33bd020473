// `pnpm --filter @vuga/api bench:cluster`: Vuga on more than one instance, locally. Builds the API, starts a
// throwaway Redis and the built API (plain node) on free loopback ports, puts a small round-robin proxy
// (node:http) in front, and loads it with autocannon — first with one instance behind the proxy, then with two
// — so the proxy's own cost is in both figures. Prints each instance's time to ready and memory, req/s and
// p99 for GET /health and POST /chat, non-2xx and errors, and checks that the rate limit is one counter for
// both instances (the Redis count equals the chat requests sent through both). Learner records go to the local
// Firebase emulators (started here, so run it while the stack is not): signed-in chats from five learners run
// through the proxy too, and once each instance's outbox is empty the activities in Firestore are counted
// against the signed-in chats answered 200. Measures; never fails on a number. BENCH_SECONDS sets each run's
// length (default 10).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { Redis } from 'ioredis';
import { ports, projectId, startEmulators, webEnv } from '../../../scripts/lib/stack.mjs';
import { apiDir, rssKb, startBuiltApi, startRedis, stopProcess } from './processes.mjs';

const connections = 50;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const NAMESPACE = 'vuga-rate-limit:'; // src/plugins/rate-limit.ts

/** A round-robin reverse proxy over the given base URLs: each request goes to the next instance. */
function roundRobinProxy(targets) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const forwarded = new Map();
  const ok = new Map(); // answers 200 per method and path
  let inFlight = 0; // upstream requests not finished yet (autocannon stops with requests still under way)
  const server = createServer((req, res) => {
    const key = `${req.method} ${req.url}`;
    forwarded.set(key, (forwarded.get(key) ?? 0) + 1);
    inFlight++;
    const target = new URL(targets[next++ % targets.length]);
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        if (answer.statusCode === 200) ok.set(key, (ok.get(key) ?? 0) + 1);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.once('close', () => inFlight--);
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"error":"upstream failed"}');
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        /** Requests forwarded so far for a method and path, whether or not their answers came back. */
        forwarded: (key) => forwarded.get(key) ?? 0,
        /** Answers 200 so far for a method and path. */
        answered: (key) => ok.get(key) ?? 0,
        /** Resolves when every forwarded request has had its answer (so the instances have counted it). */
        idle: async () => {
          while (inFlight > 0) await new Promise((r) => setTimeout(r, 20));
        },
        close: () => new Promise((done) => server.close(() => done(agent.destroy()))),
      });
    });
  });
}

const post = (path, body) => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const chatQuestions = [
  'How do I say hello?',
  'What does murakoze mean?',
  'how do you say thank you',
  'What is 47 in Kinyarwanda?',
  'plural of umwana',
  'what is the word for water',
];
/** Five learners signed up in the Auth emulator: their ID tokens. */
async function signUpLearners(run) {
  return Promise.all(
    Array.from({ length: 5 }, async (_, n) => {
      const email = `cluster-${run}-${n}@vuga.test`;
      const response = await fetch(
        `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${webEnv.VITE_FIREBASE_API_KEY}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'cluster-bench-1', returnSecureToken: true }),
        },
      );
      const { idToken } = await response.json();
      return { email, idToken };
    }),
  );
}

const scenariosFor = (learners) => [
  { name: 'GET /health', requests: [{ method: 'GET', path: '/health' }] },
  { name: 'POST /chat', requests: chatQuestions.map((question) => post('/chat', { question })) },
  {
    name: 'signed-in chat',
    path: '/chat?signed-in',
    requests: learners.flatMap(({ idToken }) =>
      chatQuestions.map((question) => ({
        ...post('/chat?signed-in', { question }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      })),
    ),
  },
];

async function load(url, scenarios) {
  const rows = [];
  for (const scenario of scenarios) {
    const result = await autocannon({ url, connections, duration, requests: scenario.requests });
    rows.push({ name: scenario.name, result });
  }
  return rows;
}

const built = spawnSync(process.execPath, [join(apiDir, 'build.mjs')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

/** Waits until no instance has records waiting in its outbox. */
async function outboxesEmpty(instances) {
  for (;;) {
    const pending = await Promise.all(
      instances.map(async ({ url }) => (await (await fetch(`${url}/health`)).json()).records_outbox.pending),
    );
    if (pending.every((count) => count === 0)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Activities in Firestore and the userStats total for the learners, summed. */
async function recordsOf(db, learners) {
  let activities = 0;
  let counted = 0;
  for (const { email } of learners) {
    activities += (await db.collection('activities').where('userEmail', '==', email).count().get()).data()
      .count;
    counted += (await db.collection('userStats').doc(email).get()).get('totalActivities') ?? 0;
  }
  return { activities, counted };
}

const emulators = await startEmulators();
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`; // this script's own reads
const checker = initializeApp({ projectId }, 'cluster-bench');
const db = getFirestore(checker);
const redis = await startRedis();
const client = new Redis(redis.url);
const env = {
  REDIS_URL: redis.url,
  RATE_LIMIT_PER_MINUTE: '100000000',
  FIREBASE_PROJECT_ID: projectId,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
};
const instances = [];
const report = [];
try {
  for (let i = 0; i < 2; i++) {
    const outbox = mkdtempSync(join(tmpdir(), 'vuga-outbox-'));
    instances.push(await startBuiltApi({ env: { ...env, OUTBOX_DIR: outbox } }));
  }

  for (const count of [1, 2]) {
    await client.flushall();
    const learners = await signUpLearners(count);
    const proxy = await roundRobinProxy(instances.slice(0, count).map((instance) => instance.url));
    try {
      const rows = await load(proxy.url, scenariosFor(learners));
      await proxy.idle();
      await outboxesEmpty(instances);
      const signedInAnswered = proxy.answered('POST /chat?signed-in');
      const records = await recordsOf(db, learners);
      // Every chat request forwarded, answered or still in flight when autocannon stopped: each one counted.
      const chatSent = proxy.forwarded('POST /chat') + proxy.forwarded('POST /chat?signed-in');
      // One key per caller (loopback, and each signed-in learner); both instances count into the same keys when
      // the limit is shared.
      const keys = await client.keys(`${NAMESPACE}*`);
      const counted = (await Promise.all(keys.map((key) => client.get(key)))).reduce(
        (sum, v) => sum + Number(v),
        0,
      );
      report.push({ count, rows, chatSent, counted, keys: keys.length, signedInAnswered, records });
    } finally {
      await proxy.close();
    }
  }
} finally {
  await client.quit();
  const rss = instances.map((instance) => rssKb(instance.child.pid));
  await Promise.all(instances.map((instance) => stopProcess(instance.child)));
  await redis.stop();
  await deleteApp(checker);
  await emulators.stop();
  instances.forEach((instance, index) => {
    instance.rssKb = rss[index];
  });
}

const pad = (value, width) => String(value).padStart(width);
console.log(
  `\n@vuga/api cluster benchmark: autocannon, ${connections} connections, ${duration} s per endpoint,`,
);
console.log('through a round-robin node:http proxy, rate limits in one Redis (built API, plain node)');
instances.forEach((instance, index) => {
  console.log(
    `instance ${index + 1}: ready in ${Math.round(instance.readyMs)} ms (spawn → first 200 from /ready), RSS after load ${
      instance.rssKb ? `${Math.round(instance.rssKb / 1024)} MB` : 'n/a'
    }`,
  );
});
console.log(
  `${'instances'.padEnd(11)}${'endpoint'.padEnd(14)}${pad('req/s', 9)}${pad('p99 ms', 9)}${pad('non-2xx', 9)}${pad('errors', 8)}`,
);
for (const { count, rows } of report) {
  for (const { name, result } of rows) {
    console.log(
      `${String(count).padEnd(11)}${name.padEnd(14)}${pad(Math.round(result.requests.average), 9)}${pad(result.latency.p99, 9)}${pad(result.non2xx, 9)}${pad(result.errors + result.timeouts, 8)}`,
    );
  }
}
for (const { count, rows } of report.slice(1)) {
  const one = report[0].rows;
  for (const [index, { name, result }] of rows.entries()) {
    console.log(
      `${count} vs 1 instance, ${name}: ×${(result.requests.average / one[index].result.requests.average).toFixed(2)}`,
    );
  }
}
for (const { count, chatSent, counted, keys } of report) {
  console.log(
    `limit shared (${count} instance${count > 1 ? 's' : ''}): ${chatSent} chat requests sent, ${counted} counted in Redis under ${keys} key(s) — ${
      counted === chatSent ? 'one counter for all instances' : 'MISMATCH'
    }`,
  );
}
for (const { count, signedInAnswered, records } of report) {
  const lost = signedInAnswered - records.activities;
  console.log(
    `learner records (${count} instance${count > 1 ? 's' : ''}): ${signedInAnswered} signed-in chats answered 200, ` +
      `${records.activities} activities in Firestore, userStats total ${records.counted} — ` +
      `${lost === 0 && records.counted === signedInAnswered ? 'exact' : `MISMATCH (lost ${lost})`}`,
  );
}
