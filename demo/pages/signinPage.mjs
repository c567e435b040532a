// The demo's own sign-in page (the spec leaves sign-in screens out); demo/signin/signin.ts drives it.
import { html, jsonForScript } from '../http/html.mjs';
import { layout, pageContext } from './layout.mjs';

/** A same-origin path to go to after sign-in, or `fallback`: one leading '/', never '//' or '/\'. */
export function safeNextPath(value, fallback) {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes are never part of our paths and can confuse URL parsers.
  return [...value].some((character) => character < ' ' || character === '\u007f' || character === '\\') ? fallback : value;
}

/** @param {import('./layout.mjs').PageRequest} page */
export function signinPage(page) {
  return page.isHostSession ? hostSessionSigninPage(page) : firebaseSigninPage(page);
}

/**
 * The host's own sign-in (TABIJI_IDENTITY=host-session): a plain form the demo server answers with a session cookie
 * (demo/hostSession.mjs), working without JavaScript. A demo: any e-mail address signs in, no password.
 * @param {import('./layout.mjs').PageRequest} page
 */
function hostSessionSigninPage(page) {
  const { t, next } = signinInput(page);
  return signinLayout(page, html`<form id="signin-form" class="signin-form" method="post" action="/api/session/signin">
<input type="hidden" name="next" value="${next}">
<div class="field" id="display-name-field">
<label for="display-name">${t.displayName}</label>
<input id="display-name" name="name" type="text" autocomplete="name" maxlength="60">
</div>
<div class="field">
<label for="email">${t.email}</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" required>
</div>
<button type="submit" class="button button-block" id="signin-submit">${t.signIn}</button>
</form>`);
}

/** The page's words and the same-site path to go to after sign-in. @param {import('./layout.mjs').PageRequest} page */
function signinInput(page) {
  return { t: page.text.signin, next: safeNextPath(page.query.get('next'), `/${page.code}/`) };
}

/**
 * The sign-in card (title and lead, then `content`) in the demo's layout, either adapter's.
 * @param {import('./layout.mjs').PageRequest} page
 * @param {import('../http/html.mjs').SafeHtml} content
 * @param {{ extraHead?: import('../http/html.mjs').SafeHtml, after?: import('../http/html.mjs').SafeHtml }} [options]
 */
function signinLayout(page, content, { extraHead, after } = {}) {
  const t = page.text.signin;
  const body = html`<div class="content">
<section class="signin-card" aria-labelledby="signin-title">
<h1 id="signin-title">${t.title}</h1>
<p class="signin-lead">${t.lead}</p>
${content}
</section>
${after ?? ''}
</div>`;
  return layout(page, { title: `${t.title} | Tabiji`, description: t.lead, context: pageContext({ page_name: 'signin' }), isIndexable: false, extraHead, body });
}

/** The Firebase sign-in page, driven by demo/signin/signin.ts. @param {import('./layout.mjs').PageRequest} page */
function firebaseSigninPage(page) {
  const { t, next } = signinInput(page);
  return signinLayout(page, html`<noscript><p class="form-message is-error">${t.noScript}</p></noscript>
<div id="signin-message" class="form-message" aria-live="assertive" aria-atomic="true"></div>
<section id="signed-in" class="signed-in" hidden aria-labelledby="signed-in-text">
<p id="signed-in-text">${t.signedInAs} <strong id="signed-in-email"></strong></p>
<p class="signin-actions"><a class="button" href="${next}">${t.continue}</a> <button type="button" class="button button-secondary" id="signout-button">${t.signOut}</button></p>
</section>
<form id="signin-form" class="signin-form" method="post" novalidate data-next="${next}" data-auth-emulator="${page.authEmulatorUrl}">
<fieldset class="mode-switch">
<legend>${t.mode}</legend>
<label><input type="radio" name="mode" value="signin" checked> ${t.signIn}</label>
<label><input type="radio" name="mode" value="create"> ${t.create}</label>
</fieldset>
<div class="field" id="display-name-field" hidden>
<label for="display-name">${t.displayName}</label>
<input id="display-name" name="displayName" type="text" autocomplete="name" maxlength="60">
</div>
<div class="field">
<label for="email">${t.email}</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" required>
</div>
<div class="field">
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" minlength="6" required aria-describedby="password-hint">
<p class="field-hint" id="password-hint">${t.passwordHint}</p>
</div>
<button type="submit" class="button button-block" id="signin-submit" disabled data-label-signin="${t.signIn}" data-label-create="${t.create}">${t.signIn}</button>
</form>
<p class="divider"><span>${t.or}</span></p>
<button type="button" class="button button-google button-block" id="google-button" disabled>${t.google}</button>
<form id="google-chooser" class="google-chooser" hidden novalidate>
<fieldset>
<legend>${t.chooser}</legend>
<p class="field-hint">${t.chooserHint}</p>
<div class="field"><label for="google-email">${t.googleEmail}</label>
<input id="google-email" name="googleEmail" type="email" autocomplete="off" value="traveller@example.com" required></div>
<div class="field"><label for="google-name">${t.googleName}</label>
<input id="google-name" name="googleName" type="text" autocomplete="off" value="Demo Traveller"></div>
<button type="submit" class="button button-block">${t.chooserContinue}</button>
</fieldset>
</form>`, {
    extraHead: html`<script type="module" src="/demo-assets/signin.js"></script>`,
    after: html`<script type="application/json" id="signin-status">${jsonForScript(t.status)}</script>`,
  });
}
