// Settings → Language through the real stack: a new learner (not the demo one, whose state and screenshots
// stay as they are) switches the interface to French, finds it in French on Settings, the header, Learn and
// Today, Translate and the FAQ, axe clean, still French after a reload, and switches back to English. Lessons' Kinyarwanda and the
// API's content are not translated, so only the interface's own words are checked.
import { signUpNewLearner } from './auth.ts';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './page-checks.ts';

test('the interface switches to French and back', async ({ page, api }) => {
  test.setTimeout(120_000);
  await api.start();
  await signUpNewLearner(page, { name: 'Langue Tester' });

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveValue('en');
  await language.selectOption('fr');

  // Settings is drawn again in French, on the same tab, with the choice still focused.
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Compte', 'Confidentialité', 'Préférences', 'Hors ligne']);
  await expect(page.getByRole('tab', { name: 'Préférences' })).toHaveAttribute('aria-selected', 'true');
  const langue = page.getByRole('combobox', { name: 'Langue' });
  await expect(langue).toHaveValue('fr');
  await expect(langue).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Thème' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Paramètres · Vuga');
  await expectAccessible(page, 'Settings in French');

  // The header's navigation and account area.
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Principale' });
  await expect(nav.getByRole('link')).toHaveText([
    'Apprendre',
    'Réviser',
    'Discuter',
    'Traduire',
    'Quiz',
    'Tableau de bord',
    'À propos',
    'Paramètres',
  ]);
  await expect(page.getByTestId('greeting')).toHaveText('Bienvenue, Langue Tester');
  await expect(header.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();

  // Learn, reached from the header.
  await nav.getByRole('link', { name: 'Apprendre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apprendre' })).toBeVisible();
  await expect(page).toHaveTitle('Apprendre · Vuga');
  await expect(page.getByRole('link', { name: 'Commencer la première leçon' })).toBeVisible();
  await expect(page.getByText('Mots appris', { exact: true })).toBeVisible();
  await expectAccessible(page, 'Learn in French');

  // Today, on home: a new learner starts unit 1 (the unit's title is the course's, not the interface's).
  await page.goto('/');
  const today = page.getByRole('region', { name: 'Aujourd’hui' });
  await expect(today.getByTestId('next-step').getByRole('heading', { level: 3 })).toContainText(
    'Commencer l’unité 1 :',
  );
  await expect(today.getByRole('link', { name: 'Commencer la leçon 1' })).toBeVisible();
  await expect(today.getByRole('progressbar', { name: 'XP aujourd’hui' })).toHaveAttribute(
    'aria-valuetext',
    '0 XP sur 20',
  );
  await expect(today.getByRole('combobox', { name: 'Objectif du jour' })).toBeVisible();
  await expectAccessible(page, 'home and Today in French');

  // A reload keeps it: the prerendered English page switches to French once it is on screen.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Aujourd’hui' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(header.getByRole('link', { name: 'Apprendre' })).toBeVisible();

  // Translate, from the header: its heading, its text box and its samples panel.
  await header.getByRole('link', { name: 'Traduire' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Traduire' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Texte en anglais' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Exemples rapides' })).toBeVisible();

  // A prerendered public page: English in its HTML, French once the catalog is on screen.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vuga est-il gratuit ?' })).toBeVisible();

  // And back to English.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Préférences' }).click();
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Account', 'Privacy', 'Preferences', 'Offline']);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expect(page).toHaveTitle('Settings · Vuga');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const main = header.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Learn' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Learn' })).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
});
