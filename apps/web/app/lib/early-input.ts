import { useLayoutEffect } from 'react';

/**
 * Nothing a visitor does while the page wakes up is lost (issue 17).
 *
 * The page is painted long before its deferred scripts have loaded and hydrated it: on a slow
 * phone that is one to several seconds in which the prerendered controls look live. What the
 * browser does on its own then still happens (a link navigates, Enter submits a form to the
 * API, a box takes the text typed, a radio or checkbox its state), but React knows none of it:
 * hydration keeps what is in the fields (React 19 leaves a field's value alone while hydrating)
 * while the components' state still holds the prerendered values, so the text filters nothing
 * and the next render puts the prerendered value back, and a tap on a button with no native
 * effect (a quiz answer, the menu, an accordion title) is simply gone.
 *
 * Two ways were open: each component reads the DOM when it hydrates (RadioGroup does, for its
 * own radios), or one mechanism catches the early events and replays them. The replay is what
 * this module does, for every page and control at once, with no component knowing about it:
 *
 * 1. `earlyInputScript`, inline in <head> (root.tsx), records from the first paint which
 *    fields the visitor changed (`input` and `change` events) and which buttons were tapped
 *    (`click`). It records elements, not selectors: hydration adopts the very DOM nodes of the
 *    prerendered HTML. Only taps the browser does nothing with are recorded: a `type="button"`
 *    or a button outside any form. Links, submit buttons in a form, labels and radios act
 *    natively, and replaying them would act twice. About 400 bytes; the server allows it by the
 *    hash of its text, as every inline script of the prerendered pages
 *    (apps/api/src/plugins/app/web-build/page-policies.ts).
 * 2. `stopEarlyClicks()`, in entry.client.tsx right before `hydrateRoot`: from there React
 *    listens on the document and handles a tap itself (a tap on a part still hydrating
 *    hydrates it at once and then runs its handler), so recording it too would run it twice.
 *    Fields keep being recorded: replaying a field is idempotent.
 * 3. `useReplayEarlyInput()`, a layout effect of the root layout, runs in the commit that ends
 *    hydration and queues the replay as a microtask: after that commit, before anything renders
 *    again (a render of a controlled field would put the prerendered value back; React
 *    schedules its next render from a microtask queued after this one). Not in the effect
 *    itself: during a commit React cannot render the state an event handler sets, so after the
 *    handler it would put a controlled field's old value back (measured: the /contact fields
 *    came back empty). The replay tells React of each changed field the way a keystroke
 *    would, then replays the taps with `element.click()`, in order.
 * 4. Parts of the page that hydrate later (`deferred`, lib/deferred.tsx) wait for their code
 *    after that: React keeps their HTML and ignores what happens there, taps included. They
 *    are marked `data-deferred` until they have hydrated (`data-live` from then), so the
 *    script keeps recording fields and taps inside them, the page's replay leaves them out,
 *    and each part replays its own once it has hydrated. Recording stops when none waits.
 *
 * Telling React of a field: its change detection compares the field's value with the one it
 * last saw (its "value tracker", which hydration set to what was in the box then), so a plain
 * `input` event would change nothing. The value is first set through the element's own
 * property to what React rendered (its `defaultValue`, which React keeps equal to the rendered
 * value), which the tracker records, and then back to the visitor's through the prototype's
 * setter, which it does not see; the `input` event that follows is then a change. The same for
 * checkboxes and radios with `checked` (first the opposite) and a `click` event (what React
 * listens to for them; a bare `Event`, so the browser does not toggle the box again). A select
 * gets its value back and a `change`. Every field is read before any is replayed: replaying one
 * re-renders its form, which puts the state's values into the others (measured on /contact).
 * All of it in one task: no field ever shows another value on screen.
 */
export const earlyInputScript = `(function(){var q=[],d=document,n=["input","change","click"];function r(e){var t=e.target,p=t.closest&&t.closest("[data-deferred]:not([data-live])"),b;if(!p&&q.h>(e.type=="click"?0:1))return;if(e.type=="click"){b=t.closest&&t.closest("button");if(!b||b.type!="button"&&b.form)return;t=b}q.push(t)}n.forEach(function(t){d.addEventListener(t,r,!0)});q.s=function(){n.forEach(function(t){d.removeEventListener(t,r,!0)})};window.__earlyInput=q})()`;

/** What `earlyInputScript` leaves on `window`: the elements acted on, oldest first. */
interface EarlyInput extends Array<EventTarget> {
  /**
   * 1 once React has taken over taps, 2 once the page's fields are replayed: from then on only
   * what is done inside a deferred part still waiting for its code is recorded.
   */
  h?: 1 | 2;
  /** Removes the listeners. */
  s: () => void;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

/** From here on React handles taps itself: call right before `hydrateRoot`. */
export function stopEarlyClicks(): void {
  if (window.__earlyInput) window.__earlyInput.h = 1;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (target: EventTarget): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

/** Sets a property through the prototype's setter, past React's value tracker. */
function setUntracked(element: Field, key: 'value' | 'checked', value: string | boolean): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), key)?.set?.call(element, value);
}

/** A field as the visitor left it, read before anything is replayed. */
interface Change {
  field: Field;
  value: string;
  checked: boolean;
}

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What the visitor changed; a radio tells of the option chosen, not of the one it replaced. */
function changed({ field, value, checked }: Change): boolean {
  if (field instanceof HTMLSelectElement) return true;
  if (isCheckable(field)) return checked !== field.defaultChecked && (checked || !isRadio(field));
  return value !== field.defaultValue;
}

const isRadio = (field: Field) => field instanceof HTMLInputElement && field.type === 'radio';

/** Tells React of a field the visitor changed before it was listening. */
function replayField({ field, value, checked }: Change): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isCheckable(field)) {
    field.checked = !checked;
    setUntracked(field, 'checked', checked);
    field.dispatchEvent(new Event('click', { bubbles: true }));
  } else {
    field.value = field.defaultValue;
    setUntracked(field, 'value', value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** The element now in the page: the recorded one, or the one that replaced it, by id. */
const current = (target: EventTarget): EventTarget | null =>
  !(target instanceof Element) || target.isConnected
    ? target
    : target.id
      ? document.getElementById(target.id)
      : null;

/** A deferred part of the page that has not hydrated yet (lib/deferred.tsx). */
const WAITING_PART = '[data-deferred]:not([data-live])';

const insideWaitingPart = (target: EventTarget) =>
  target instanceof Element && target.closest(WAITING_PART) !== null;

/**
 * Replays what was recorded before hydration (see above): on the whole page but its deferred
 * parts still waiting for their code, or, given one, in that part once it has hydrated. It
 * stops recording when no part waits any more.
 */
export function replayEarlyInput(part?: Element): void {
  const early = window.__earlyInput;
  if (!early) return;
  const recorded: EventTarget[] = [];
  const later: EventTarget[] = [];
  for (const target of early.map(current)) {
    if (target === null) continue;
    const ours = part
      ? target instanceof Node && part.contains(target)
      : !insideWaitingPart(target);
    (ours ? recorded : later).push(target);
  }
  early.splice(0, early.length, ...later);
  early.h = 2;
  // Not while another part has still to replay what was done in it: parts that hydrate in one
  // commit replay one after the other, and the first must leave the others' input to them.
  if (later.length === 0 && document.querySelector(WAITING_PART) === null) {
    delete window.__earlyInput;
    early.s();
  }
  // Read every field first: replaying one re-renders its form, and that render puts the
  // state's values back into the fields not replayed yet.
  const changes = [...new Set(recorded.filter(isField))]
    .map((field) => ({ field, value: field.value, checked: isCheckable(field) && field.checked }))
    .filter(changed);
  for (const change of changes) replayField(change);
  for (const target of recorded) {
    if (target instanceof HTMLButtonElement && !target.disabled) target.click();
  }
}

/** Runs `replayEarlyInput` right after the commit that completes hydration (root.tsx). */
export function useReplayEarlyInput(): void {
  useLayoutEffect(() => queueMicrotask(replayEarlyInput), []);
}
