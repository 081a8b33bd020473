// The reviewer's desk through the real stack (Auth and Firestore emulators, the API, the built app): the demo
// reviewer skips one item and approves, corrects and rejects the next three with the keys and the forms; the
// decisions are in Firestore (read back through the administrator's endpoint), and exporting them into a copy
// of the content changes exactly those three entries. A learner cannot open the desk, and its endpoints answer
// them 403.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminDeskDecisionsResponseSchema } from '../../packages/api-client/src/contract.ts';
import { defaultContentDir } from '../../packages/tutor/src/content/load.ts';
import { exportDecisions } from '../../packages/tutor/src/review/export.ts';
import { apiUrl, demoAccounts, ports, webEnv } from '../../scripts/lib/stack.mjs';
import { signIn, signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';

const authUrl = (method: string) =>
  `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${webEnv.VITE_FIREBASE_API_KEY}`;

/** The ids of the entries that hold the lines of `text` that `other` lacks (a comment belongs to the entry after it). */
function entriesOfLinesNotIn(text: string, other: string): Set<string> {
  const kept = new Set(other.split('\n'));
  const lines = text.split('\n');
  const ids = new Set<string>();
  const idAt = (line: string) => /^\s*(?:- )?id: (\S+)$/.exec(line)?.[1];
  lines.forEach((line, index) => {
    if (kept.has(line)) return;
    const step = line.trim().startsWith('#') ? 1 : -1;
    for (let i = index; i >= 0 && i < lines.length; i += step) {
      const id = idAt(lines[i]!);
      if (id) {
        ids.add(id);
        return;
      }
    }
    ids.add(`(outside any entry) ${line}`);
  });
  return ids;
}

/** The entry ids whose lines differ between two texts of a content file: added lines and removed ones. */
const changedEntries = (before: string, after: string) =>
  new Set([...entriesOfLinesNotIn(after, before), ...entriesOfLinesNotIn(before, after)]);

test('a reviewer approves, corrects and rejects; the export changes exactly those three entries', async ({
  page,
  api,
  request,
}) => {
  await api.start();
  const adminHeaders = async () => {
    const admin = await request.post(authUrl('signInWithPassword'), {
      data: {
        email: demoAccounts.admin.email,
        password: demoAccounts.admin.password,
        returnSecureToken: true,
      },
    });
    const { idToken } = (await admin.json()) as { idToken: string };
    return { authorization: `Bearer ${idToken}` };
  };
  // The items this test decides, undone by the administrator at its end (passed or not), so that the desk and
  // its progress look the same to the tests that run after it, however often the suite is repeated.
  const decided: string[] = [];
  try {
    await decideThree(page, request, adminHeaders, decided);
  } finally {
    const headers = await adminHeaders();
    for (const item_id of decided) {
      const undone = await request.post(`${apiUrl}/admin/desk/undo`, { headers, data: { item_id } });
      expect(undone.status(), `undo ${item_id}`).toBe(200);
    }
  }
});

async function decideThree(
  page: Page,
  request: APIRequestContext,
  adminHeaders: () => Promise<Record<string, string>>,
  decided: string[],
) {
  await signIn(page, 'reviewer');
  await page.goto('/review-desk');
  await expect(page.getByRole('heading', { level: 1, name: 'Review desk' })).toBeVisible();
  const item = page.locator('[data-item]');
  const shown = async () => (await item.getAttribute('data-item')) ?? '';
  const status = page.getByTestId('desk-said');
  const actions = page.getByRole('region', { name: 'Decision' });
  await expect(actions.getByRole('button', { name: 'Approve A' })).toHaveAttribute('aria-keyshortcuts', 'A');
  // Pictures of the desk with its progress, for the issue's closing note (test-results is not committed).
  await expect(page.getByRole('heading', { name: 'Review progress' })).toBeVisible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`desk-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // S skips: the next item comes.
  const skipped = await shown();
  await page.keyboard.press('s');
  await expect(item).not.toHaveAttribute('data-item', skipped);

  // A approves.
  const approved = await shown();
  await page.keyboard.press('a');
  await expect(status).toHaveText(`Approved ${approved}.`);
  decided.push(approved);
  await expect(item).not.toHaveAttribute('data-item', approved);

  // C opens the correction form; typing there (letters a, c, r, s among them) is text, not decisions.
  const corrected = await shown();
  await page.keyboard.press('c');
  const form = page.getByRole('form', { name: 'Correct the entry' });
  await expect(form).toBeVisible();
  const field = form.getByRole('textbox').last();
  const before = await field.inputValue();
  const addition = 'Checked by a speaker: correct as it reads.';
  await field.fill(before ? `${before} ${addition}` : addition);
  await field.press('End');
  await field.pressSequentially(' Yes.');
  await expect(form).toBeVisible();
  await expect(field).toHaveValue(`${before ? `${before} ` : ''}${addition} Yes.`);
  await form.getByRole('button', { name: 'Save correction' }).click();
  await expect(status).toHaveText(`Saved the correction of ${corrected}.`);
  decided.push(corrected);
  await expect(item).not.toHaveAttribute('data-item', corrected);

  // R opens the rejection, which needs a note.
  const rejected = await shown();
  await actions.getByRole('button', { name: 'Reject R' }).click();
  const reject = page.getByRole('form', { name: 'Reject the entry' });
  await reject.getByRole('button', { name: 'Reject with this note' }).click();
  await expect(reject.getByText('Say why the entry is rejected.')).toBeVisible();
  await reject
    .getByRole('textbox', { name: 'Why is it wrong?' })
    .fill('The marked answer is not the usual word.');
  await reject.getByRole('button', { name: 'Reject with this note' }).click();
  await expect(status).toHaveText(`Rejected ${rejected}.`);
  decided.push(rejected);
  await expect(item).not.toHaveAttribute('data-item', rejected);

  // The decisions are stored by the server: the administrator reads them back.
  const listed = await request.get(`${apiUrl}/admin/desk/decisions`, { headers: await adminHeaders() });
  expect(listed.status()).toBe(200);
  const mine = new Set([approved, corrected, rejected]);
  const decisions = adminDeskDecisionsResponseSchema
    .parse(await listed.json())
    .decisions.filter((decision) => mine.has(decision.item_id));
  expect(new Map(decisions.map((d) => [d.item_id, [d.action, d.reviewer]]))).toEqual(
    new Map([
      [approved, ['approve', demoAccounts.reviewer.email]],
      [corrected, ['correct', demoAccounts.reviewer.email]],
      [rejected, ['reject', demoAccounts.reviewer.email]],
    ]),
  );
  expect(decisions.some((d) => d.item_id === skipped)).toBe(false);

  // Exported into a copy of the content, they change exactly those three entries.
  const dir = mkdtempSync(join(tmpdir(), 'vuga-e2e-desk-'));
  try {
    cpSync(defaultContentDir, dir, { recursive: true });
    const report = exportDecisions(dir, decisions);
    expect([...report.approved, ...report.corrected, ...report.rejected].sort()).toEqual([...mine].sort());
    const changed = new Set<string>();
    for (const file of report.files) {
      for (const id of changedEntries(
        readFileSync(join(defaultContentDir, file), 'utf8'),
        readFileSync(join(dir, file), 'utf8'),
      ))
        changed.add(`${file.split('/')[0]}:${id}`);
    }
    const entryId = (itemId: string) => itemId.replace(/^(word|phrase|grammar|quiz)-/, '');
    const folder = (itemId: string) =>
      ({ word: 'lexicon', phrase: 'phrases', grammar: 'grammar', quiz: 'quiz' })[itemId.split('-')[0]!];
    expect([...changed].sort()).toEqual([...mine].map((id) => `${folder(id)}:${entryId(id)}`).sort());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a learner cannot open the desk, and its endpoints answer 403', async ({ page, api, request }) => {
  await api.start();
  await signUpNewLearner(page);
  await page.goto('/review-desk');
  await expect(page.getByRole('heading', { level: 2, name: 'Reviewers only' })).toBeVisible();
  await expect(page.locator('[data-item]')).toHaveCount(0);

  const signUp = await request.post(authUrl('signUp'), {
    data: { email: `desk-learner-${Date.now()}@vuga.test`, password: 'muraho-test', returnSecureToken: true },
  });
  const { idToken } = (await signUp.json()) as { idToken: string };
  const headers = { authorization: `Bearer ${idToken}` };
  const calls = [
    request.get(`${apiUrl}/desk/queue`, { headers }),
    request.get(`${apiUrl}/desk/progress`, { headers }),
    request.post(`${apiUrl}/desk/decisions`, {
      headers,
      data: { item_id: 'word-inka', action: 'approve', request_id: 'learner-click-1' },
    }),
    request.get(`${apiUrl}/admin/desk/decisions`, { headers }),
    request.post(`${apiUrl}/admin/reviewers`, { headers, data: { email: 'me@vuga.test' } }),
  ];
  for (const response of await Promise.all(calls)) {
    expect(response.status(), response.url()).toBe(403);
    expect(await response.json()).toHaveProperty('error');
  }
});
