import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const denied = style({ maxWidth: '40rem', margin: `${vars.space.xl} auto`, textAlign: 'center' });

// A learner screen prerendered as a visitor sees it (its sign-in notice): a browser holding a session hides the
// notice until the app knows who is signed in (prerender-plugin.ts sets data-session, auth-context.tsx removes it).
globalStyle('html[data-session] [data-visitor-notice]', { visibility: 'hidden' });
